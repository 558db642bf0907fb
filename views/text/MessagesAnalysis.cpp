// English templates of the infrastructure analysis's findings and suggestions (model/analysis).
// %1, %2, ... are the message's arguments in order; the code is the translator's disambiguation.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Power
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1': its parts can draw up to %2 at the wall (including "
                       "power-supply losses), more than the vendor's nameplate maximum of %3. "
                       "Power figures use the nameplate.",
                       "SERVER_OVER_NAMEPLATE"),
    QT_TRANSLATE_NOOP3("Message",
                       "Check the parts' power figures, or raise the nameplate maximum if the "
                       "vendor publishes a higher one.",
                       "SERVER_OVER_NAMEPLATE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1': its power supplies are rated %2 in total, but the server can "
                       "draw %3. Redundancy (N+1, N+N) is not modelled: this compares the sum of "
                       "all supplies.",
                       "SERVER_PSU_SHORT"),
    QT_TRANSLATE_NOOP3("Message",
                       "Use more or larger power supplies: at least %1 in total, more if the "
                       "supplies must be redundant.",
                       "SERVER_PSU_SHORT_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Rack '%1' can draw %2 at full load, over its %3 power limit (typical %4).",
                       "RACK_OVER_POWER"),
    QT_TRANSLATE_NOOP3("Message",
                       "Move equipment to other racks, or use racks rated for at least %1.",
                       "RACK_OVER_POWER_FIX_MOVE"),
    QT_TRANSLATE_NOOP3("Message",
                       "Even one such server does not fit this rack's limit: use racks rated for "
                       "at least %1.",
                       "RACK_OVER_POWER_FIX_NONE_FITS"),
    QT_TRANSLATE_NOOP3("Message",
                       "Put at most %1 server(s) of '%2' per rack, or use racks rated for at least "
                       "%3.",
                       "RACK_OVER_POWER_FIX_FEWER"),
    QT_TRANSLATE_NOOP3("Message", "Rack '%1' needs %2 U but has %3 U.", "RACK_OVER_HEIGHT"),
    QT_TRANSLATE_NOOP3("Message", "Put fewer systems in each rack, or use taller racks.",
                       "RACK_OVER_HEIGHT_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "No racks are laid out, so rack power, height and cooling are not checked.",
                       "GROUP_NOT_RACKED_NO_RACKS"),
    QT_TRANSLATE_NOOP3("Message", "Add a rack row and place the groups in it.",
                       "GROUP_NOT_RACKED_NO_RACKS_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "None of the %1 replicas of '%2' are placed in racks; those outside racks "
                       "are not counted in rack power and cooling.",
                       "GROUP_NOT_RACKED_NONE"),
    QT_TRANSLATE_NOOP3("Message",
                       "Only %1 of the %2 replicas of '%3' are placed in racks; those outside "
                       "racks are not counted in rack power and cooling.",
                       "GROUP_NOT_RACKED_SOME"),
    QT_TRANSLATE_NOOP3("Message", "Add racks or put more of this group in each rack.",
                       "GROUP_NOT_RACKED_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The racks hold %1 of '%2', but the group has only %3: rack power is "
                       "overstated.",
                       "GROUP_OVER_RACKED"),
    QT_TRANSLATE_NOOP3("Message", "Lower the rack count or the per-rack number, or add replicas.",
                       "GROUP_OVER_RACKED_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Storage '%1' uses '%2', which is not a storage system in the catalog; its "
                       "power, bandwidth and price are left out.",
                       "UNKNOWN_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "Choose a storage system from the catalog.",
                       "UNKNOWN_STORAGE_FIX"),
    QT_TRANSLATE_NOOP3("Message", "%1 is not a finite number (inputs: %2); the figure is left out",
                       "NON_FINITE"),
    QT_TRANSLATE_NOOP3("Message",
                       "'%2' has %3 %1, more than the %4 the analysis handles (input contract); "
                       "no figures are computed for the design.",
                       "DESIGN_BEYOND_BOUNDS"),
    QT_TRANSLATE_NOOP3("Message",
                       "Lower that count or split the design; a design file with it is refused "
                       "when opened.",
                       "DESIGN_BEYOND_BOUNDS_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Check the inputs named for values that are too large or not numbers.",
                       "NON_FINITE_FIX"),
    // Cooling
    QT_TRANSLATE_NOOP3("Message", "Rack '%1' is air-cooled but holds liquid-cooled equipment.",
                       "RACK_NEEDS_LIQUID_CONTENTS"),
    QT_TRANSLATE_NOOP3("Message", "Set the rack to liquid cooling (a CDU will be counted).",
                       "RACK_NEEDS_LIQUID_CONTENTS_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Rack '%1' dissipates up to %2, beyond what air can remove even with "
                       "containment (air up to %3, with containment up to %4; %5).",
                       "RACK_NEEDS_LIQUID"),
    QT_TRANSLATE_NOOP3("Message",
                       "Use liquid cooling for this rack, or spread the servers so each rack stays "
                       "under %1.",
                       "RACK_NEEDS_LIQUID_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Rack '%1' dissipates up to %2, more than open-aisle air cooling handles "
                       "(air up to %3, with containment up to %4; %5).",
                       "RACK_NEEDS_CONTAINMENT"),
    QT_TRANSLATE_NOOP3("Message",
                       "Plan hot- or cold-aisle containment or rear-door heat exchangers, or keep "
                       "each rack under %1.",
                       "RACK_NEEDS_CONTAINMENT_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The facility's CDU '%1' is not a CDU with a capacity in the catalog; the "
                       "largest catalog CDU is used instead.",
                       "CDU_UNKNOWN"),
    QT_TRANSLATE_NOOP3("Message", "Choose a CDU from the catalog in the facility settings.",
                       "CDU_UNKNOWN_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The facility's outlet temperature (%1 °C) is not above its inlet (%2 °C), "
                       "so airflow cannot be computed.",
                       "COOLING_BAD_DELTA_T"),
    QT_TRANSLATE_NOOP3("Message", "Set the hot-aisle temperature above the cold-aisle one.",
                       "COOLING_BAD_DELTA_T_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The air-cooled equipment (%1 at full load, %2 BTU/h) needs about %3 CFM "
                       "(%5 m³/h) of air at a %4 °F (%6 °C) rise.",
                       "COOLING_AIRFLOW"),
    QT_TRANSLATE_NOOP3("Message",
                       "Liquid-cooled racks (%1) reject up to %2; CDUs needed: %3 × %4 (%5 each), "
                       "without spares.",
                       "COOLING_CDUS"),
    QT_TRANSLATE_NOOP3("Message",
                       "Liquid-cooled racks reject up to %1, but no CDU is in the catalog to size "
                       "the coolant loop.",
                       "NO_CDU"),
    QT_TRANSLATE_NOOP3("Message", "Add a CDU to the catalog and choose it in the facility.",
                       "NO_CDU_FIX"),
    // Host balance
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' lists no CPU, so its host balance is only partly checked.",
                       "HOST_PARTS_MISSING_CPU"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' lists no system memory, so its host balance is only partly "
                       "checked.",
                       "HOST_PARTS_MISSING_RAM"),
    QT_TRANSLATE_NOOP3("Message", "Add the CPUs and DIMMs to the server's parts.",
                       "HOST_PARTS_MISSING_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' has %2 CPU cores per GPU (%3 cores for %4 GPUs); data loading "
                       "and kernel launches may starve the GPUs (%5).",
                       "HOST_FEW_CPU_CORES"),
    QT_TRANSLATE_NOOP3("Message", "Use CPUs with more cores: at least %1 in total.",
                       "HOST_FEW_CPU_CORES_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' has %2 of RAM for %3 of GPU memory (%4×); checkpoint staging, "
                       "data loaders and optimizer offload may not fit (%5).",
                       "HOST_LOW_RAM"),
    QT_TRANSLATE_NOOP3("Message", "Add memory: at least %1.", "HOST_LOW_RAM_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' has %2 compute NIC(s) for %3 GPUs (%4 per GPU); gradient and "
                       "activation traffic between servers will queue on the NICs (%5).",
                       "HOST_FEW_NICS"),
    QT_TRANSLATE_NOOP3("Message", "Add compute NICs: one per GPU.", "HOST_FEW_NICS_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' has %2 compute NIC(s) for %3 GPUs (%4 per GPU). That is fine "
                       "for a single server that does not train across nodes.",
                       "HOST_FEW_NICS_SINGLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1': its GPUs, NICs and SSDs need %2 PCIe lanes, more than its "
                       "CPUs provide (%3): it relies on PCIe switches, as DGX-class systems do.",
                       "HOST_PCIE_SWITCHES"),
    QT_TRANSLATE_NOOP3("Message",
                       "The design has %1 servers but no shared storage: training data and "
                       "checkpoints must live on local drives.",
                       "NO_SHARED_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "Add a storage system and link it to the fabric.",
                       "NO_SHARED_STORAGE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The shared storage reads %1 for %2 GPUs: %3 per GPU, below the 1 GB/s per "
                       "GPU minimum (%4).",
                       "STORAGE_SLOW"),
    QT_TRANSLATE_NOOP3("Message",
                       "Add storage systems or faster ones: at least %1 of read bandwidth in total "
                       "(limited by each system's NICs).",
                       "STORAGE_SLOW_FIX"),
    // Network
    QT_TRANSLATE_NOOP3("Message", "Links of %1 land on '%2', whose ports run at %3.",
                       "LINK_FASTER_THAN_PORT"),
    QT_TRANSLATE_NOOP3("Message", "Lower the link speed or choose a faster switch.",
                       "LINK_FASTER_THAN_PORT_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Group '%1' uses '%2', which is not a switch in the catalog.",
                       "UNKNOWN_SWITCH"),
    QT_TRANSLATE_NOOP3("Message", "Choose a switch model from the catalog.", "UNKNOWN_SWITCH_FIX"),
    QT_TRANSLATE_NOOP3("Message", "'%1' needs %2 ports but its %3 switches have %4.",
                       "SWITCH_PORTS_OVERFULL"),
    QT_TRANSLATE_NOOP3("Message", "Use %1 switches, or a switch with more ports.",
                       "SWITCH_PORTS_OVERFULL_FIX"),
    QT_TRANSLATE_NOOP3("Message", "'%1' has no links.", "SWITCH_UNCONNECTED"),
    QT_TRANSLATE_NOOP3("Message", "Connect it, or delete it if it is not needed.",
                       "SWITCH_UNCONNECTED_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Each server of '%1' has %2 compute NIC ports, but %3 links are drawn per "
                       "server.",
                       "SERVER_PORTS_OVERFULL"),
    QT_TRANSLATE_NOOP3("Message", "Add NICs to the server or reduce links per server.",
                       "SERVER_PORTS_OVERFULL_FIX"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is not connected to any network.", "SERVER_UNCONNECTED"),
    QT_TRANSLATE_NOOP3("Message", "Drag a link from the group to a leaf switch.",
                       "SERVER_UNCONNECTED_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Each server of '%1' uses %2 of its %3 compute NIC ports.",
                       "NIC_PORTS_UNCONNECTED"),
    QT_TRANSLATE_NOOP3("Message", "Connect the remaining ports or remove the NICs.",
                       "NIC_PORTS_UNCONNECTED_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Links of %1 leave '%2', whose NIC ports run at %3.",
                       "LINK_FASTER_THAN_NIC"),
    QT_TRANSLATE_NOOP3("Message", "Lower the link speed to the NIC's speed.",
                       "LINK_FASTER_THAN_NIC_FIX"),
    // Parts and cost
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' lists '%2', which is neither in the design's specs nor the "
                       "catalog.",
                       "UNKNOWN_PART"),
    QT_TRANSLATE_NOOP3("Message", "Load the catalog file that defines it, or remove the part.",
                       "UNKNOWN_PART_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Server '%1' lists '%2' (a %3), which does not go inside a server.",
                       "PART_KIND"),
    QT_TRANSLATE_NOOP3("Message", "Place it on the cluster canvas instead.", "PART_KIND_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Server '%1' uses fabric '%2', which is not in the catalog.",
                       "UNKNOWN_FABRIC"),
    QT_TRANSLATE_NOOP3("Message", "Choose a fabric from the catalog.", "UNKNOWN_FABRIC_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "No price is known for %1 items, so the capex of %2 leaves them out (or "
                       "counts only their priced parts): %3.",
                       "PRICE_UNKNOWN"),
    QT_TRANSLATE_NOOP3("Message",
                       "Add indicative prices to the catalog entries or the server templates.",
                       "PRICE_UNKNOWN_FIX"),
    // Building blocks of other messages
    QT_TRANSLATE_NOOP3("Message", "%1", "NAME"),
    QT_TRANSLATE_NOOP3("Message", "%1 (calibrated)", "FIGURE_CALIBRATED"),
    QT_TRANSLATE_NOOP3("Message", "and %1 more", "LIST_MORE"),
    // Validation against published runs (model/validation)
    QT_TRANSLATE_NOOP3("Message", "the analysis refused the layout", "VALIDATION_REFUSED"),
    QT_TRANSLATE_NOOP3("Message", "the analysis gave no %1", "VALIDATION_NO_METRIC"),
    //@@ANALYSIS
};
} // namespace

std::span<const MessageTemplate> analysisTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
