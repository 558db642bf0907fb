// model::LinkLoad (issue 12 item 6): which traffic limits the step, and how hard it loads each
// tier and link bundle, from the one evaluation.
#include "TestUtil.h"

#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "model/topology/Generators.h"
#include "model/training/Workload.h"

#include <nlohmann/json.hpp>

using namespace cc::model;

namespace {

Design example(const char* name)
{
    return io::loadDesignFile(std::string(CC_CATALOG_DIR "/examples/") + name + ".json");
}

/// A workload JSON: `preset` with the given training overrides.
std::string job(const char* preset, const nlohmann::json& training)
{
    nlohmann::json w{{"name", preset}, {"preset", preset}, {"training", training}};
    return w.dump();
}

const TierLoad* tier(const LinkLoad& l, int lower)
{
    for (const auto& t : l.tiers)
        if (t.lowerTier == lower)
            return &t;
    return nullptr;
}

} // namespace

class TestLinkLoad : public QObject {
    Q_OBJECT
private slots:
    void noJobNoTraffic()
    {
        Design d = example("h100-rail-4su");
        d.workloads.clear();
        const Evaluation e = evaluate(d, cc::test::bundledCatalog());
        QVERIFY(e.linkLoad.traffic == StepTraffic::None);
        QVERIFY(e.linkLoad.tiers.empty());
        QCOMPARE(e.linkLoad.bundles.size(), d.links.size());
        for (const auto& b : e.linkLoad.bundles) {
            QVERIFY(!b.onPath);
            QCOMPARE(b.load, 0.0);
        }
    }

    void expertAllToAllLoadsTheNics()
    {
        // EP 16 over servers of 8 GPUs: the all-to-all leaves the servers.
        Design d = example("h100-rail-4su");
        d.workloads = {
            job("qwen3-235b-a22b", {{"tp", 2}, {"pp", 16}, {"ep", 16}, {"globalBatch", 2048}})};
        const Evaluation e = evaluate(d, cc::test::bundledCatalog());
        QVERIFY(e.training && e.training->valid);
        const LinkLoad& l = e.linkLoad;
        QVERIFY(l.traffic == StepTraffic::ExpertAllToAll);
        QVERIFY(l.crossesNetwork);
        const PerformanceReport& p = e.training->performance;
        QCOMPARE(l.seconds, p.breakdownS.epComm);
        QVERIFY(qFuzzyCompare(l.stepShare, p.breakdownS.epComm / p.stepTimeS));
        // The rail-optimised fabric is non-blocking: the NICs are the narrowest tier and run at
        // their line rate while the all-to-all runs.
        const TierLoad* nics = tier(l, 0);
        QVERIFY(nics);
        QVERIFY(nics->limiting);
        QCOMPARE(nics->utilisation, 1.0);
        QVERIFY(qFuzzyCompare(nics->load, l.stepShare));
        int onPath = 0;
        for (const auto& b : l.bundles) {
            const Link* link = d.findLink(b.link);
            const bool storage = d.findBlock(link->from)->kind == BlockKind::Storage ||
                                 d.findBlock(link->to)->kind == BlockKind::Storage;
            QCOMPARE(b.onPath, !storage);
            if (!b.onPath)
                continue;
            ++onPath;
            const TierLoad* t = tier(l, b.lowerTier);
            QVERIFY(t);
            QCOMPARE(b.load, t->load);
            QVERIFY(b.load > 0 && b.load <= 1);
        }
        QCOMPARE(onPath, 2); // servers → leaves, leaves → spines
        // The job's servers hold the limit (their NICs).
        const Block* servers = &d.blocks.front();
        QCOMPARE(servers->kind, BlockKind::Server);
        QVERIFY(l.limitsStep == (l.seconds >= p.breakdownS.compute));
        QVERIFY(l.limitingGroups == std::vector<ObjectId>{servers->id});
    }

    void oversubscribedLeafMakesItsUplinksTheLimit_data()
    {
        QTest::addColumn<double>("oversubscription");
        QTest::newRow("2:1") << 2.0;
        QTest::newRow("4:1") << 4.0;
    }
    void oversubscribedLeafMakesItsUplinksTheLimit()
    {
        QFETCH(double, oversubscription);
        topology::GeneratorOptions o;
        o.kind = "fat-tree";
        o.serverRef = "dgx-h100";
        o.nodes = 32;
        o.oversubscription = oversubscription;
        Design d = topology::generate(o, cc::test::bundledCatalog());
        // Pure data parallelism of a 70B model with ZeRO-3: its gathers cross every server.
        d.workloads = {
            job("llama3-70b",
                {{"tp", 1}, {"pp", 1}, {"zeroStage", 3}, {"globalBatch", 256}, {"microBatch", 1}})};
        const Evaluation e = evaluate(d, cc::test::bundledCatalog());
        QVERIFY(e.training && e.training->valid);
        const LinkLoad& l = e.linkLoad;
        QVERIFY2(l.traffic == StepTraffic::Fsdp || l.traffic == StepTraffic::DataParallel,
                 "FSDP gathers or the gradient sync");
        QVERIFY(l.crossesNetwork);
        const TierLoad* nics = tier(l, 0);
        const TierLoad* leafUp = tier(l, 1);
        QVERIFY(nics && leafUp);
        QVERIFY(leafUp->limiting);
        QVERIFY(!nics->limiting);
        QCOMPARE(leafUp->utilisation, 1.0);
        // The NICs can only be used as far as the uplinks let their traffic through: 1 / the
        // leaf tier's oversubscription (the generator rounds the ports, so take the report's).
        double leafOversubscription = 0;
        for (const auto& t : e.report.network.tiers)
            if (t.level == 1 && t.oversubscription)
                leafOversubscription = *t.oversubscription;
        QVERIFY(leafOversubscription > 1.2);
        QVERIFY2(qAbs(nics->utilisation - 1.0 / leafOversubscription) < 1e-9,
                 qPrintable(QString::number(nics->utilisation)));
        QVERIFY(leafUp->load > nics->load);
        // The leaves hold the limit when the traffic is the largest part of the step.
        if (l.limitsStep)
            for (ObjectId id : l.limitingGroups) {
                QCOMPARE(d.findBlock(id)->kind, BlockKind::Switch);
                QCOMPARE(d.findBlock(id)->tier == 0 ? 1 : d.findBlock(id)->tier, 1);
            }
    }

    void trafficInsideTheServersLeavesTheLinksIdle()
    {
        // An 8B job with TP 8 on one DGX: its traffic stays on NVLink, no link carries it.
        Design d = example("dgx-h100-single");
        d.workloads = {job("llama3-8b", {{"tp", 8}, {"pp", 1}, {"globalBatch", 64}})};
        const Evaluation e = evaluate(d, cc::test::bundledCatalog());
        QVERIFY(e.training && e.training->valid);
        const LinkLoad& l = e.linkLoad;
        QVERIFY(!l.crossesNetwork);
        for (const auto& b : l.bundles)
            QVERIFY(!b.onPath);
    }
};

QTEST_MAIN(TestLinkLoad)
#include "tst_link_load.moc"
