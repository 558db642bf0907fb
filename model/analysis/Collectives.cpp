#include "model/analysis/Collectives.h"

namespace cc::model {

double ringAllreduceSeconds(double bytes, int ranks, double bytesPerS, double alphaS)
{
    if (ranks <= 1 || bytesPerS <= 0)
        return 0;
    const double n = ranks;
    return 2.0 * (n - 1) / n * bytes / bytesPerS + 2.0 * (n - 1) * alphaS;
}

double reduceScatterSeconds(double bytes, int ranks, double bytesPerS, double alphaS)
{
    if (ranks <= 1 || bytesPerS <= 0)
        return 0;
    const double n = ranks;
    return (n - 1) / n * bytes / bytesPerS + (n - 1) * alphaS;
}

double allToAllSeconds(double bytes, int ranks, double bytesPerS, double alphaS)
{
    return reduceScatterSeconds(bytes, ranks, bytesPerS, alphaS);
}

double allreduceBusFromAlg(double algBytesPerS, int ranks)
{
    if (ranks <= 1)
        return algBytesPerS;
    const double n = ranks;
    return algBytesPerS * 2.0 * (n - 1) / n;
}

double pcieBytesPerS(int gen, int lanes)
{
    // Transfer rates per lane (GT/s) from the PCI Express base specifications 3.0-6.0.
    double gts = 0;
    double efficiency = 128.0 / 130.0;
    switch (gen) {
    case 1:
        gts = 2.5;
        efficiency = 0.8;
        break;
    case 2:
        gts = 5.0;
        efficiency = 0.8;
        break;
    case 3:
        gts = 8.0;
        break;
    case 4:
        gts = 16.0;
        break;
    case 5:
        gts = 32.0;
        break;
    case 6:
        gts = 64.0;
        efficiency = 242.0 / 256.0;
        break; // FLIT: 242 payload bytes of 256
    default:
        return 0;
    }
    return gts * 1e9 * efficiency / 8.0 * lanes;
}

} // namespace cc::model
