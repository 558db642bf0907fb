// English templates of the topology generators' refusals (model/topology): why an option of
// "New from generator" or `clustercanvas generate` cannot be honoured. The option itself
// ("--switch") is not part of the message: the CLI prefixes it, the dialog names its field.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    QT_TRANSLATE_NOOP3("Message", "missing; give the id of a %1 from the catalog",
                       "GEN_PART_MISSING"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is not in the catalog", "GEN_PART_UNKNOWN"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is a %2, not a %3", "GEN_PART_WRONG_KIND"),
    QT_TRANSLATE_NOOP3("Message", "'%1' has no compute NIC to connect to a network fabric",
                       "GEN_SERVER_NO_NIC"),
    QT_TRANSLATE_NOOP3("Message", "'%1' speaks %2, which the compute NICs of '%3' do not",
                       "GEN_SWITCH_PROTOCOL"),
    QT_TRANSLATE_NOOP3("Message", "the catalog has no switch for the compute NICs of '%1'",
                       "GEN_NO_SWITCH"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is a drive, not a networked storage appliance",
                       "GEN_STORAGE_IS_DRIVE"),
    QT_TRANSLATE_NOOP3("Message",
                       "standalone servers have no network; leave it out or choose fat-tree",
                       "GEN_STANDALONE_SWITCH"),
    QT_TRANSLATE_NOOP3("Message", "standalone servers have no network to reach shared storage",
                       "GEN_STANDALONE_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is not a generator; choose one of %2",
                       "GEN_UNKNOWN_TEMPLATE"),
    QT_TRANSLATE_NOOP3("Message", "must be at least 1, got %1", "GEN_AT_LEAST_ONE"),
    QT_TRANSLATE_NOOP3("Message", "%1 servers; a group %2", "GEN_TOO_MANY_SERVERS"),
    QT_TRANSLATE_NOOP3("Message", "at least %1 appliances; a group %2", "GEN_TOO_MANY_APPLIANCES"),
    QT_TRANSLATE_NOOP3("Message", "must be a finite ratio >= 1 (leaf down:up), got %1",
                       "GEN_BAD_OVERSUBSCRIPTION"),
    QT_TRANSLATE_NOOP3("Message", "must be at least 1 server per scalable unit, got %1",
                       "GEN_UNIT_AT_LEAST_ONE"),
    QT_TRANSLATE_NOOP3("Message", "%1 servers; it %2", "GEN_UNIT_TOO_LARGE"),
    QT_TRANSLATE_NOOP3("Message", "%1 ports are too few for a leaf-spine fabric",
                       "GEN_RADIX_TOO_SMALL"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1 servers × %2 ports (%3 end ports) need more than three tiers of '%4' "
                       "(%5 ports at %6; three tiers serve at most %7)",
                       "GEN_THREE_TIERS_TOO_FEW"),
    QT_TRANSLATE_NOOP3("Message", "%1; try --switch %2 (%3 ports)", "GEN_TRY_BIGGER_SWITCH"),
    QT_TRANSLATE_NOOP3("Message", "%1; split the cluster or raise --oversubscription",
                       "GEN_SPLIT_THE_CLUSTER"),
    QT_TRANSLATE_NOOP3("Message", "'%1' has %2 GPUs; nvl72 needs a %3-GPU rack-scale system",
                       "GEN_NVL72_NEEDS_RACK"),
    QT_TRANSLATE_NOOP3("Message",
                       "'%1' has %2 GPUs; nvl72 needs a %3-GPU rack-scale system such as '%4'",
                       "GEN_NVL72_NEEDS_RACK_SUCH_AS"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1 servers in %2 units need %3 leaves, more than one spine layer of "
                       "%4-port switches can reach (%4); use --template superpod, which adds a "
                       "core tier",
                       "GEN_RAIL_NEEDS_CORE"),
    QT_TRANSLATE_NOOP3("Message",
                       "a torus has no switches; leave it out or choose a switched --template",
                       "GEN_TORUS_SWITCH"),
    QT_TRANSLATE_NOOP3("Message",
                       "a torus has no switches to attach storage to; choose a switched "
                       "--template",
                       "GEN_TORUS_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "'%1': give 2 or 3 dimensions", "GEN_TORUS_DIMS_COUNT"),
    QT_TRANSLATE_NOOP3("Message", "'%1': every dimension must be at least 1", "GEN_TORUS_DIM_ZERO"),
    QT_TRANSLATE_NOOP3("Message", "'%1' makes %2 servers, but --nodes is %3",
                       "GEN_TORUS_DIMS_NODES"),
    QT_TRANSLATE_NOOP3("Message",
                       "a %1 torus needs %2 links per server, but '%3' has %4 compute NIC ports",
                       "GEN_TORUS_PORTS"),
    // The generated design's name and description (the design's own text, editable after).
    QT_TRANSLATE_NOOP3("Message", "%1", "GEN_NAME_SERVER"),
    QT_TRANSLATE_NOOP3("Message", "%1 × %2", "GEN_NAME_SERVERS"),
    QT_TRANSLATE_NOOP3("Message", "Fat-tree of %1 × %2", "GEN_NAME_FAT_TREE"),
    QT_TRANSLATE_NOOP3("Message", "Rail-optimized cluster of %1 × %2", "GEN_NAME_RAIL_OPTIMIZED"),
    QT_TRANSLATE_NOOP3("Message", "SuperPOD-style cluster of %1 × %2", "GEN_NAME_SUPERPOD"),
    QT_TRANSLATE_NOOP3("Message", "%1 torus of %2", "GEN_NAME_TORUS"),
    QT_TRANSLATE_NOOP3("Message", "NVL72 cluster of %1 × %2", "GEN_NAME_NVL72"),
    QT_TRANSLATE_NOOP3("Message", "Generated standalone design: %1 × %2 without a cluster network.",
                       "GEN_DESC_STANDALONE"),
    QT_TRANSLATE_NOOP3("Message", "Generated %1-tier fat-tree, %2 end ports. %3",
                       "GEN_DESC_FAT_TREE"),
    QT_TRANSLATE_NOOP3("Message",
                       "Generated %1-tier rail-optimized fabric: %2 scalable units of %3 "
                       "servers, %4 rails, %5 leaf per rail per unit. %6",
                       "GEN_DESC_RAIL_OPTIMIZED"),
    QT_TRANSLATE_NOOP3("Message",
                       "Generated %1-D torus %2: %3 links per server to its neighbours "
                       "(wrap-around), %4 cables, no switches.",
                       "GEN_DESC_TORUS"),
    QT_TRANSLATE_NOOP3("Message", "%1 NVL72 racks (%2 GPUs in NVLink domains of %3). Scale-out: %4",
                       "GEN_DESC_NVL72"),
    QT_TRANSLATE_NOOP3("Message", "%1, %2 ports at %3: one switch.", "GEN_CLOS_ONE_SWITCH"),
    QT_TRANSLATE_NOOP3("Message", "%1 racks", "RACK_NAME_SERVERS"),
    QT_TRANSLATE_NOOP3("Message", "%1 network racks", "RACK_NAME_NETWORK"),
    QT_TRANSLATE_NOOP3("Message", "%1 storage racks", "RACK_NAME_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "%1 (partial)", "RACK_NAME_PARTIAL"),
    QT_TRANSLATE_NOOP3("Message", "%1, %2 ports at %3: %4 leaves (%5 down / %6 up), %7 spines.",
                       "GEN_CLOS_TWO_TIERS"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1, %2 ports at %3: %4 leaves (%5 down / %6 up), %7 spines in %8 pods "
                       "of %9 leaves and %10 spines, %11 cores.",
                       "GEN_CLOS_THREE_TIERS"),
};
} // namespace

std::span<const MessageTemplate> generatorTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
