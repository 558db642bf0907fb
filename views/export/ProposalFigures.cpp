// Key figures of the proposal: network, power and cooling, host balance and the training job.
#include "model/analysis/Report.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalSections.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"
#include "views/text/MessageText.h"

#include <cmath>

namespace cc::views::pdf {

namespace {

using Rows = QList<QPair<QString, QString>>;

QString bytesPerS(double v)
{
    return si(v, "B/s");
}

void network(PageWriter& w, const model::Report& r)
{
    const model::NetworkReport& n = r.network;
    w.subheading(Proposal::tr("Network"));
    if (n.tiers.empty()) {
        w.paragraph(Proposal::tr("No switched network: the servers are standalone or wired "
                                 "directly to each other."));
    } else {
        Table t;
        t.columns = {{Proposal::tr("Tier"), 1},
                     {Proposal::tr("Switches"), 1.1, Qt::AlignRight},
                     {Proposal::tr("Ports used / total"), 1.6, Qt::AlignRight},
                     {Proposal::tr("Links down / up"), 1.6, Qt::AlignRight},
                     {Proposal::tr("Bandwidth down / up"), 2.1, Qt::AlignRight},
                     {Proposal::tr("Oversubscription"), 1.9, Qt::AlignRight}};
        for (const auto& tier : n.tiers)
            t.rows.push_back(
                {{q(tier.name), count(tier.switches),
                  Proposal::tr("%1 / %2").arg(number(tier.portsUsed, 0), count(tier.portsTotal)),
                  Proposal::tr("%1 / %2").arg(count(tier.linksDown), count(tier.linksUp)),
                  Proposal::tr("%1 / %2").arg(si(tier.downBitsPerS, "b/s"),
                                              tier.upBitsPerS > 0 ? si(tier.upBitsPerS, "b/s")
                                                                  : QStringLiteral("–")),
                  tier.oversubscription
                      ? Proposal::tr("%1 : 1").arg(number(*tier.oversubscription, 2))
                      : Proposal::tr("top tier")}});
        w.table(t);
    }
    // A standalone server has no network to describe beyond its own GPU links.
    if (n.tiers.empty() && n.injectionBytesPerSPerGpu <= 0) {
        w.keyValues({
            {Proposal::tr("Scale-up (NVLink) domain"), gpus(n.scaleUpDomainGpus)},
            {Proposal::tr("All-reduce bus bandwidth"),
             Proposal::tr("%1 in a server").arg(bytesPerS(n.allreduceBusIntraNodeBytesPerS))},
        });
        return;
    }
    w.keyValues({
        {Proposal::tr("Bisection bandwidth"),
         Proposal::tr("%1 per direction across the worst halving cut")
             .arg(bytesPerS(n.bisectionBytesPerS))},
        {Proposal::tr("Injection bandwidth"),
         Proposal::tr("%1 per GPU, one direction").arg(bytesPerS(n.injectionBytesPerSPerGpu))},
        {Proposal::tr("Scale-up (NVLink) domain"), gpus(n.scaleUpDomainGpus)},
        {Proposal::tr("All-reduce bus bandwidth"),
         Proposal::tr("%1 in a server, %2 across servers (limited by %3)")
             .arg(bytesPerS(n.allreduceBusIntraNodeBytesPerS),
                  bytesPerS(n.allreduceBusInterNodeBytesPerS),
                  n.interNodeLimitedBy.empty() ? QStringLiteral("–") : q(n.interNodeLimitedBy))},
        {Proposal::tr("All-to-all bandwidth"), Proposal::tr("%1 in a server, %2 across servers")
                                                   .arg(bytesPerS(n.alltoallIntraNodeBytesPerS),
                                                        bytesPerS(n.alltoallInterNodeBytesPerS))},
        {Proposal::tr("Cables and transceivers"),
         Proposal::tr("%1 cables, %2 transceivers").arg(count(n.cables), count(n.transceivers))},
    });
}

void powerAndCooling(PageWriter& w, const model::Report& r, const model::Design& d)
{
    const model::PowerReport& p = r.power;
    const model::CoolingReport& c = r.cooling;
    w.subheading(Proposal::tr("Power and cooling"));
    Rows rows{
        {Proposal::tr("IT power (planning figure)"),
         Proposal::tr("%1: typical %2 × utilisation %3")
             .arg(si(p.itW, "W"), si(p.itTypicalW, "W"), percent(d.facility.powerUtilisation))},
        {Proposal::tr("IT power idle / maximum"),
         Proposal::tr("%1 / %2").arg(si(p.itIdleW, "W"), si(p.itMaxW, "W"))},
        {Proposal::tr("Facility power"),
         Proposal::tr("%1 at PUE %2").arg(si(p.facilityW, "W"), number(d.facility.pue, 2))},
        {Proposal::tr("Largest server / rack (maximum)"),
         Proposal::tr("%1 / %2").arg(si(p.maxServerW, "W"), si(p.maxRackW, "W"))},
        {Proposal::tr("Heat at maximum power"), si(c.heatBtuPerH, "BTU/h")},
        {Proposal::tr("Airflow of the air-cooled part"),
         Proposal::tr("%1 CFM at ΔT %2 °F")
             .arg(count(static_cast<long long>(c.airflowCfm)), number(c.deltaTF, 1))},
        {Proposal::tr("Racks cooled by air / liquid"),
         Proposal::tr("%1 / %2").arg(count(c.airRacks), count(c.liquidRacks))},
    };
    if (c.liquidHeatW > 0 || c.cdusNeeded > 0)
        rows.push_back({Proposal::tr("Liquid cooling"),
                        Proposal::tr("%1 of heat into liquid, %2 CDU(s) (%3)")
                            .arg(si(c.liquidHeatW, "W"), count(c.cdusNeeded), q(c.cduRef))});
    for (const auto& [cat, watts] : p.byCategoryW)
        rows.push_back({Proposal::tr("Typical power: %1").arg(renderTerm(cat)), si(watts, "W")});
    w.keyValues(rows);
}

void hosts(PageWriter& w, const model::Report& r)
{
    if (r.hosts.empty())
        return;
    Table t;
    t.columns = {{Proposal::tr("Server"), 2.2},
                 {Proposal::tr("GPUs"), 0.8, Qt::AlignRight},
                 {Proposal::tr("CPU cores per GPU"), 1.2, Qt::AlignRight},
                 {Proposal::tr("RAM ÷ GPU memory"), 1.3, Qt::AlignRight},
                 {Proposal::tr("NICs per GPU"), 1, Qt::AlignRight},
                 {Proposal::tr("PCIe lanes needed / from CPUs"), 1.5, Qt::AlignRight},
                 {Proposal::tr("Storage read per GPU"), 1.3, Qt::AlignRight}};
    for (const auto& h : r.hosts)
        t.rows.push_back(
            {{q(h.name), QString::number(h.gpus), number(h.cpuCoresPerGpu, 1),
              Proposal::tr("%1 ×").arg(number(h.ramToGpuMemory, 2)), number(h.nicsPerGpu, 2),
              Proposal::tr("%1 / %2").arg(h.pcieLanesNeeded).arg(h.pcieLanesFromCpus),
              bytesPerS(h.storageReadBytesPerSPerGpu)}});
    w.subheading(Proposal::tr("Host balance per server"), w.tableStart(t));
    w.table(t);
}

void training(PageWriter& w, const model::TrainingReport& t, const model::Workload* wl)
{
    w.subheading(Proposal::tr("Training job: %1").arg(q(t.workloadName)));
    if (wl) {
        const model::TrainingSetup& s = wl->training;
        w.keyValues(
            Proposal::tr("Setup"),
            {
                {Proposal::tr("Method and precision"),
                 Proposal::tr("%1, %2, optimizer %3, ZeRO stage %4")
                     .arg(q(model::methodName(s.method)), q(model::precisionName(s.precision)),
                          q(model::optimizerName(s.optimizer)))
                     .arg(s.layout.zeroStage)},
                {Proposal::tr("Parallel layout"),
                 Proposal::tr("TP %1 · PP %2 · DP %3 · CP %4 · EP %5")
                     .arg(s.layout.tp)
                     .arg(s.layout.pp)
                     .arg(t.performance.dp)
                     .arg(s.layout.cp)
                     .arg(s.layout.ep)},
                {Proposal::tr("Batches"),
                 Proposal::tr("micro-batch %1, global batch %2 sequences of %3 tokens")
                     .arg(s.layout.microBatch)
                     .arg(s.globalBatch)
                     .arg(wl->model.seqLen)},
                {Proposal::tr("Tokens to train on"), parameterCount(s.tokens)},
            });
    }
    const model::MemoryReport& m = t.memory;
    const model::MemoryBreakdown& b = m.perGpu;
    w.keyValues(
        Proposal::tr("Memory"),
        {
            {Proposal::tr("Parameters"),
             Proposal::tr("%1 (%2 active per token)")
                 .arg(parameterCount(m.params), parameterCount(m.activeParams))},
            {Proposal::tr("Memory per GPU"),
             Proposal::tr("%1 of %2: %3")
                 .arg(gib(b.total()), gib(m.capacityBytes),
                      m.fits ? Proposal::tr("fits, %1 free").arg(gib(m.headroomBytes))
                             : Proposal::tr("does not fit, %1 over").arg(gib(-m.headroomBytes)))},
            {Proposal::tr("Memory by kind"),
             Proposal::tr("weights %1, gradients %2, optimizer %3, activations %4, other %5")
                 .arg(gib(b.weights), gib(b.gradients), gib(b.optimizer), gib(b.activations),
                      gib(b.other))},
            {Proposal::tr("Largest micro-batch that fits"), QString::number(m.maxMicroBatch)},
        });
    if (!m.advice.empty()) {
        Rows advice;
        for (const auto& a : m.advice)
            advice.push_back(
                {q(a.change), Proposal::tr("%1 per GPU: %2")
                                  .arg(gib(a.perGpuBytes), a.fits ? Proposal::tr("fits")
                                                                  : Proposal::tr("still over"))});
        w.keyValues(Proposal::tr("What would change the memory per GPU:"), advice);
    }
    if (!t.valid) {
        w.paragraph(
            Proposal::tr("The job's setup contradicts itself, so its speed and cost are not "
                         "computed; the findings say why."),
            PageWriter::bodyFont(), palette::print::bad());
        return;
    }
    const model::PerformanceReport& p = t.performance;
    const model::StepBreakdown& s = p.breakdownS;
    w.keyValues(
        Proposal::tr("Speed"),
        {
            {Proposal::tr("Step time"), Proposal::tr("%1 on %2, %3 micro-batches per step")
                                            .arg(duration(p.stepTimeS), gpus(p.gpus))
                                            .arg(p.microBatches)},
            {Proposal::tr("Step time by cause"),
             Proposal::tr("compute %1, TP %2, pipeline bubble %3, DP (exposed) %4, EP %5, CP %6, "
                          "optimizer %7")
                 .arg(duration(s.compute), duration(s.tpComm), duration(s.ppBubble),
                      duration(s.dpCommExposed), duration(s.epComm), duration(s.cpComm),
                      duration(s.optimizer))},
            {Proposal::tr("Limited by"), q(p.bottleneck)},
            {Proposal::tr("Throughput"),
             Proposal::tr("%1 tokens/s").arg(count(static_cast<long long>(p.tokensPerS)))},
            {Proposal::tr("Model FLOPs per GPU (MFU)"),
             Proposal::tr("%1 TFLOP/s (%2)").arg(number(p.modelTflopsPerGpu, 0), percent(p.mfu))},
            {Proposal::tr("Hardware FLOPs per GPU (HFU)"),
             Proposal::tr("%1 TFLOP/s (%2)")
                 .arg(number(p.hardwareTflopsPerGpu, 0), percent(p.hfu))},
            {Proposal::tr("Time to train"),
             Proposal::tr("%1, %2 GPU-hours")
                 .arg(duration(p.timeToTrainS), count(std::llround(p.gpuHours)))},
        });
    const model::TrainingStorageReport& st = t.storage;
    const model::ReliabilityReport& rel = t.reliability;
    w.keyValues(Proposal::tr("Checkpoints, storage and failures"),
                {
                    {Proposal::tr("Checkpoint"),
                     Proposal::tr("%1; written in %2 (limited by %3), restored in %4")
                         .arg(si(st.checkpointBytes, "B"), duration(st.checkpointWriteS),
                              st.writeLimitedBy.empty() ? QStringLiteral("–")
                                                        : renderTerm(st.writeLimitedBy),
                              duration(st.checkpointRestoreS))},
                    {Proposal::tr("Training data read"),
                     Proposal::tr("%1 needed, %2 available")
                         .arg(bytesPerS(st.dataReadBpsNeeded), bytesPerS(st.dataReadBpsAvailable))},
                    {Proposal::tr("Reliability"),
                     Proposal::tr("job MTBF %1, checkpoint every %2 (Young/Daly), goodput %3")
                         .arg(duration(rel.jobMtbfS), duration(rel.checkpointIntervalS),
                              percent(rel.goodput))},
                });
    const model::RunReport& run = t.run;
    w.keyValues(
        Proposal::tr("The run"),
        {
            {Proposal::tr("Wall-clock time"), duration(run.wallTimeS)},
            {Proposal::tr("Energy and CO₂"),
             Proposal::tr("%1, %2 CO₂")
                 .arg(run.energyKwh < 1000
                          ? Proposal::tr("%1 kWh").arg(number(run.energyKwh, 1))
                          : Proposal::tr("%1 MWh").arg(number(run.energyKwh / 1000, 1)),
                      run.co2Kg < 1000 ? Proposal::tr("%1 kg").arg(number(run.co2Kg, 1))
                                       : Proposal::tr("%1 t").arg(number(run.co2Kg / 1000, 1)))},
            {Proposal::tr("Cost of the run when bought"),
             Proposal::tr("%1 (amortised capex, energy, maintenance)")
                 .arg(dollarsShort(run.costBuyUsd))},
            // No cloud price known for the GPU: renting is not compared rather than shown as free.
            {Proposal::tr("Cost of the run when rented"),
             run.cloudUsdPerGpuHour > 0
                 ? Proposal::tr("%1 at $%2 per GPU-hour")
                       .arg(dollarsShort(run.costRentUsd), number(run.cloudUsdPerGpuHour, 2))
                 : Proposal::tr("not compared: no cloud price per GPU-hour is known for this GPU")},
            {Proposal::tr("Break-even utilisation"),
             run.cloudUsdPerGpuHour > 0
                 ? Proposal::tr("%1: above it, buying is cheaper than renting")
                       .arg(percent(run.breakEvenUtilisation))
                 : QStringLiteral("–")},
        });
}

} // namespace

void writeKeyFigures(PageWriter& w, const ProposalInputs& in)
{
    w.section(Proposal::tr("Key figures"));
    network(w, *in.report);
    powerAndCooling(w, *in.report, *in.design);
    hosts(w, *in.report);
    if (in.training)
        training(w, *in.training, in.workload);
    else
        w.paragraph(Proposal::tr("No training job is set, so memory, step time, MFU, checkpoints, "
                                 "reliability and run cost are not part of this proposal."),
                    PageWriter::bodyFont(), QColor(0x55, 0x55, 0x55));
}

} // namespace cc::views::pdf
