#pragma once
#include "model/training/Search.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QThread;

namespace cc::views {

class EditSink;

/// "Find best layout" for the drawn design's training job: runs the parallelism search on a
/// worker thread (progress, cancel), lists the ten fastest layouts that fit (time to train,
/// step, MFU, memory per GPU, what limits each), and Apply sets the chosen one as one undoable
/// edit. When nothing fits it also tries optimizer and then parameter offload.
class LayoutSearchWidget : public QWidget {
    Q_OBJECT
public:
    explicit LayoutSearchWidget(EditSink& sink, QWidget* parent = nullptr);
    ~LayoutSearchWidget() override;

    /// One row of the list.
    struct Row {
        model::SearchResult result;
        model::Offload offload = model::Offload::None;
        model::Message limitedBy;
    };
    /// Starts a search of the design's first workload (no-op while one runs).
    void start();
    void cancel();
    /// Sets the layout of row `i` as the design's workload (one undo step).
    bool apply(int row);
    bool isRunning() const { return m_thread != nullptr; }
    const std::vector<Row>& rows() const { return m_rows; }

signals:
    /// The search ended (finished, cancelled or failed); `rows()` holds what it found.
    void finished();

private:
    void showRows(std::vector<Row> rows, const QString& status);
    void setBusy(bool busy);

    EditSink& m_sink;
    QPushButton* m_find = nullptr;
    QPushButton* m_stop = nullptr;
    QPushButton* m_apply = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::vector<Row> m_rows;
    std::string m_searchedJson; ///< the workload the rows were found for
};

} // namespace cc::views
