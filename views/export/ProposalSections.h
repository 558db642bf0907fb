#pragma once
// The sections of the PDF proposal, one function each, in the order of the document.
#include "views/export/ProposalPdf.h"

class QGraphicsScene;

namespace cc::views::pdf {

class PageWriter;

void writeCover(PageWriter& w, const ProposalInputs& in);
void writeTopology(PageWriter& w, const ProposalInputs& in, QGraphicsScene& canvas);
void writeRackElevations(PageWriter& w, const ProposalInputs& in);
void writeBillOfMaterials(PageWriter& w, const ProposalInputs& in);
void writeKeyFigures(PageWriter& w, const ProposalInputs& in);
void writeFindings(PageWriter& w, const ProposalInputs& in);
void writeSources(PageWriter& w, const ProposalInputs& in);
/// How each figure is computed and the efficiency constants used (`report --appendix`).
void writeEngineeringAppendix(PageWriter& w, const ProposalInputs& in);

} // namespace cc::views::pdf
