// Edits: every change is reversible; random edits then undo all give back the original bytes.
#include "TestUtil.h"

#include "model/edit/ObjectEdits.h"
#include "model/io/DesignIo.h"

#include <random>

using namespace cc::model;

class TestEdits : public QObject {
    Q_OBJECT
private slots:
    void randomEditsUndoToOriginalBytes_data();
    void randomEditsUndoToOriginalBytes();
    void removeBlockTakesLinksAndRackSlots();
    void dragMergesIntoOneStep();
    void notifiesOnApplyAndRevert();
};

namespace {

/// One random edit that is valid for the design as it is now.
EditPtr randomEdit(Design& d, std::mt19937& rng)
{
    auto pick = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
    switch (pick(9)) {
    case 0: { // add a switch group
        Block b{d.allocateId(),
                BlockKind::Switch,
                "New switch",
                kNoId,
                "qm9700",
                static_cast<std::int64_t>(1 + pick(8)),
                1,
                double(pick(500)),
                double(pick(500))};
        return std::make_unique<AddBlock>(b, "Add group");
    }
    case 1:
    case 2:
        if (!d.blocks.empty()) { // move
            Block b = d.blocks[pick(d.blocks.size())];
            b.x += double(pick(100)) - 50;
            b.y += 0.25 * double(pick(40));
            return std::make_unique<ReplaceBlock>(b, "Move group", 1);
        }
        break;
    case 3:
        if (!d.blocks.empty()) { // replicas
            Block b = d.blocks[pick(d.blocks.size())];
            b.replicas = 1 + static_cast<std::int64_t>(pick(4096));
            return std::make_unique<ReplaceBlock>(b, "Set replicas");
        }
        break;
    case 4:
        if (d.blocks.size() >= 2) { // connect
            const auto& a = d.blocks[pick(d.blocks.size())];
            const auto& b = d.blocks[pick(d.blocks.size())];
            Link l{d.allocateId(),
                   a.id,
                   b.id,
                   1 + static_cast<std::int64_t>(pick(8)),
                   pick(2) ? 400e9 : 200e9,
                   "",
                   WiringRule::Spread,
                   0,
                   {}};
            return std::make_unique<AddLink>(l, "Connect");
        }
        break;
    case 5:
        if (!d.blocks.empty()) // delete with links and rack slots
            return makeRemoveBlock(d, d.blocks[pick(d.blocks.size())].id);
        break;
    case 6:
        if (!d.links.empty())
            return std::make_unique<RemoveObject<Link>>(d.links[pick(d.links.size())].id,
                                                        "Delete link");
        break;
    case 7: { // facility and name
        auto info = SetDesignInfo::of(d);
        info.facility.pue = 1.0 + 0.01 * double(pick(80));
        info.name += "*";
        return std::make_unique<SetDesignInfo>(info, "Edit facility");
    }
    case 8:
        if (!d.templates.empty()) { // server interior
            ServerTemplate t = d.templates[pick(d.templates.size())];
            if (!t.parts.empty())
                t.parts[pick(t.parts.size())].count += 1;
            t.parts.push_back({"micron-9550-max-6.4tb", 2});
            return std::make_unique<ReplaceTemplate>(t, "Edit server");
        }
        break;
    }
    return nullptr;
}

} // namespace

void TestEdits::randomEditsUndoToOriginalBytes_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("steps");
    for (unsigned seed : {1u, 7u, 42u, 1234u, 99991u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << 300;
}

void TestEdits::randomEditsUndoToOriginalBytes()
{
    QFETCH(unsigned, seed);
    QFETCH(int, steps);
    const Catalog& c = cc::test::bundledCatalog();
    Design d = cc::test::smallCluster();
    const std::string original = io::saveDesign(d, c);
    std::mt19937 rng(seed);
    std::vector<EditPtr> done;
    while (static_cast<int>(done.size()) < steps) {
        EditPtr e = randomEdit(d, rng);
        if (!e)
            continue;
        e->apply(d);
        done.push_back(std::move(e));
    }
    const std::string edited = io::saveDesign(d, c);
    QVERIFY(edited != original);
    for (auto it = done.rbegin(); it != done.rend(); ++it)
        (*it)->revert(d);
    QCOMPARE(QString::fromStdString(io::saveDesign(d, c)), QString::fromStdString(original));
    for (auto& e : done) // redo everything
        e->apply(d);
    QCOMPARE(QString::fromStdString(io::saveDesign(d, c)), QString::fromStdString(edited));
}

void TestEdits::removeBlockTakesLinksAndRackSlots()
{
    Design d = cc::test::smallCluster();
    auto e = makeRemoveBlock(d, 2); // the servers
    e->apply(d);
    QVERIFY(!d.findBlock(2));
    QCOMPARE(d.links.size(), size_t(1)); // only leaf-spine remains
    QVERIFY(d.racks[0].contents.empty());
    e->revert(d);
    QCOMPARE(d.blocks, cc::test::smallCluster().blocks);
    QCOMPARE(d.links, cc::test::smallCluster().links);
    QCOMPARE(d.racks, cc::test::smallCluster().racks);
}

void TestEdits::dragMergesIntoOneStep()
{
    Design d = cc::test::smallCluster();
    const Block start = *d.findBlock(3);
    Block b = start;
    b.x = 10;
    ReplaceBlock first(b, "Move group", 1);
    first.apply(d);
    for (int i = 2; i <= 20; ++i) {
        b.x = 10.0 * i;
        ReplaceBlock step(b, "Move group", 1);
        step.apply(d);
        QVERIFY(first.absorb(step));
    }
    QCOMPARE(d.findBlock(3)->x, 200.0);
    first.revert(d);
    QCOMPARE(*d.findBlock(3), start);
    first.apply(d);
    QCOMPARE(d.findBlock(3)->x, 200.0);
    // A different gesture (no merge key) does not merge.
    Block r = *d.findBlock(3);
    r.replicas = 9;
    ReplaceBlock other(r, "Set replicas");
    other.apply(d);
    QVERIFY(!first.absorb(other));
}

void TestEdits::notifiesOnApplyAndRevert()
{
    Design d = cc::test::smallCluster();
    std::vector<ObjectId> seen;
    d.onChange = [&seen](const Change& c) { seen.push_back(c.id); };
    Block b = *d.findBlock(4);
    b.replicas = 2;
    ReplaceBlock e(b, "Set replicas");
    e.apply(d);
    e.revert(d);
    QCOMPARE(seen, (std::vector<ObjectId>{4, 4}));
}

QTEST_APPLESS_MAIN(TestEdits)
#include "tst_edits.moc"
