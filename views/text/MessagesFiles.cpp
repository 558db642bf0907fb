// English templates of the file diagnostics ("FILE: JSON path: reason"; model/util/JsonReader,
// model/io, the Hugging Face config import) and the input-contract bounds they name.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Typed fields (model/util/JsonReader.cpp)
    QT_TRANSLATE_NOOP3("Message", "must be an object", "DIAG_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message", "must be a list", "DIAG_NOT_LIST"),
    QT_TRANSLATE_NOOP3("Message", "is missing (a text value is required)", "DIAG_MISSING_TEXT"),
    QT_TRANSLATE_NOOP3("Message", "must be a text value", "DIAG_NOT_TEXT"),
    QT_TRANSLATE_NOOP3("Message", "has %1 characters; it %2", "DIAG_TEXT_TOO_LONG"),
    QT_TRANSLATE_NOOP3("Message", "is missing (a number is required)", "DIAG_MISSING_NUMBER"),
    QT_TRANSLATE_NOOP3("Message", "must be a number", "DIAG_NOT_NUMBER"),
    QT_TRANSLATE_NOOP3("Message",
                       "is %1; a number's size must be <= 1e21 (input contract: any number)",
                       "DIAG_NUMBER_TOO_LARGE"),
    QT_TRANSLATE_NOOP3("Message", "must be > %1", "DIAG_GREATER_THAN"),
    QT_TRANSLATE_NOOP3("Message", "must be >= %1", "DIAG_AT_LEAST"),
    QT_TRANSLATE_NOOP3("Message", "must be <= %1", "DIAG_AT_MOST"),
    QT_TRANSLATE_NOOP3("Message", "is missing (a whole number is required)",
                       "DIAG_MISSING_INTEGER"),
    QT_TRANSLATE_NOOP3("Message", "must be a whole number", "DIAG_NOT_INTEGER"),
    QT_TRANSLATE_NOOP3("Message", "is %1; it %2", "DIAG_TOO_LARGE"),
    QT_TRANSLATE_NOOP3("Message", "must be true or false", "DIAG_NOT_BOOLEAN"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is not one of: %2", "DIAG_NOT_ONE_OF"),
    QT_TRANSLATE_NOOP3("Message", "must not be empty", "DIAG_EMPTY"),
    QT_TRANSLATE_NOOP3("Message", "must be between %1 and %2, got %3", "DIAG_BETWEEN_GOT"),
    // Input contract (model/io/InputLimits.cpp)
    QT_TRANSLATE_NOOP3("Message", "must be <= %1 (input contract: %2)", "DIAG_BOUND"),
    QT_TRANSLATE_NOOP3("Message", "%1, got %2", "DIAG_BOUND_GOT"),
    QT_TRANSLATE_NOOP3("Message", "cannot open the file: %1", "DIAG_CANNOT_OPEN"),
    QT_TRANSLATE_NOOP3("Message", "cannot read the file: %1", "DIAG_CANNOT_READ"),
    QT_TRANSLATE_NOOP3("Message", "is a folder, not a file", "DIAG_IS_FOLDER"),
    QT_TRANSLATE_NOOP3("Message", "is not a regular file (a device, pipe or socket is not read)",
                       "DIAG_NOT_REGULAR_FILE"),
    QT_TRANSLATE_NOOP3("Message", "the file has %1 bytes; it %2", "DIAG_FILE_TOO_LARGE"),
    QT_TRANSLATE_NOOP3("Message", "the text has %1 bytes; it %2", "DIAG_TEXT_TOO_LARGE"),
    QT_TRANSLATE_NOOP3("Message", "lists and objects nested %1 deep at byte %2; nesting %3",
                       "DIAG_TOO_DEEP"),
    QT_TRANSLATE_NOOP3("Message",
                       "must be a PNG or JPEG picture as \"data:image/png;base64,...\" or "
                       "\"data:image/jpeg;base64,...\"",
                       "DIAG_LOGO_NOT_PICTURE"),
    QT_TRANSLATE_NOOP3("Message", "holds a character that is not base64", "DIAG_LOGO_NOT_BASE64"),
    QT_TRANSLATE_NOOP3("Message",
                       "the design has more than %1 GPUs up to this group; GPUs in a design %2",
                       "DIAG_TOO_MANY_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "the parts add up to %1; they %2", "DIAG_TOO_MANY_PARTS"),
    QT_TRANSLATE_NOOP3("Message", "must be >= 1: a model without layers cannot be analysed",
                       "DIAG_NO_LAYERS"),
    QT_TRANSLATE_NOOP3("Message", "tp x pp x cp x dp %1", "DIAG_PARALLEL_PRODUCT"),
    // Design files (model/io/DesignIo.cpp, Migrations.cpp, DesignIoProposal.cpp)
    QT_TRANSLATE_NOOP3("Message", "not valid JSON: %1", "DIAG_NOT_JSON"),
    QT_TRANSLATE_NOOP3("Message", "cannot read the design: %1", "DIAG_CANNOT_READ_DESIGN"),
    QT_TRANSLATE_NOOP3("Message", "a design file is a JSON object", "DIAG_DESIGN_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message",
                       "is missing or not a whole number; is this a ClusterCanvas design?",
                       "DIAG_NO_SCHEMA_VERSION"),
    QT_TRANSLATE_NOOP3("Message",
                       "the file is format version %1, made by a newer ClusterCanvas; this one "
                       "reads up to version %2",
                       "DIAG_NEWER_VERSION"),
    QT_TRANSLATE_NOOP3("Message", "no upgrade from version %1", "DIAG_NO_UPGRADE"),
    QT_TRANSLATE_NOOP3("Message", "has %1 entries; it %2", "DIAG_TOO_MANY_ENTRIES"),
    QT_TRANSLATE_NOOP3("Message", "id %1 is used by another object", "DIAG_ID_USED"),
    QT_TRANSLATE_NOOP3("Message", "must be 0 (inferred), 1 (leaf), 2 (spine) or 3 (core)",
                       "DIAG_BAD_TIER"),
    QT_TRANSLATE_NOOP3("Message", "must be a list of 1 to 8 whole numbers >= 1 whose product %1",
                       "DIAG_BAD_TORUS_DIMS"),
    QT_TRANSLATE_NOOP3("Message", "must be warmer than inletC (the air heats up through the racks)",
                       "DIAG_OUTLET_NOT_WARMER"),
    QT_TRANSLATE_NOOP3("Message", "must be a fraction between 0 and 1", "DIAG_NOT_FRACTION"),
    QT_TRANSLATE_NOOP3("Message", "no server template has id %1", "DIAG_NO_TEMPLATE"),
    QT_TRANSLATE_NOOP3("Message", "no group has id %1", "DIAG_NO_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "must be a list of workload objects", "DIAG_NOT_WORKLOAD_LIST"),
    QT_TRANSLATE_NOOP3("Message", "must be an object of catalog entries by id",
                       "DIAG_SPECS_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message", "must equal its key '%1'", "DIAG_ID_NOT_KEY"),
    QT_TRANSLATE_NOOP3("Message", "must be a list of scenarios, each with a name and a design",
                       "DIAG_NOT_SCENARIO_LIST"),
    QT_TRANSLATE_NOOP3("Message", "a design keeps at most %1 scenarios; this file has %2",
                       "DIAG_TOO_MANY_SCENARIOS"),
    QT_TRANSLATE_NOOP3("Message", "must be an object with a name and a design",
                       "DIAG_SCENARIO_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is already the name of scenarios[%2]",
                       "DIAG_SCENARIO_NAME_TAKEN"),
    QT_TRANSLATE_NOOP3("Message", "is missing (the scenario's copy of the design)",
                       "DIAG_SCENARIO_NO_DESIGN"),
    QT_TRANSLATE_NOOP3("Message", "a scenario's design cannot hold scenarios of its own",
                       "DIAG_NESTED_SCENARIOS"),
    QT_TRANSLATE_NOOP3("Message", "must be an object with customer, proposer and logo",
                       "DIAG_PROPOSAL_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message", "not a plan file (no candidates array)", "DIAG_NOT_PLAN"),
    // Workload files (model/training/Workload.cpp)
    QT_TRANSLATE_NOOP3("Message", "a workload must be a JSON object", "DIAG_WORKLOAD_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message", "unknown model preset '%1' (known: %2)", "DIAG_UNKNOWN_PRESET"),
    QT_TRANSLATE_NOOP3("Message", "is missing (a whole number >= 1 is required without a preset)",
                       "DIAG_MISSING_SHAPE"),
    QT_TRANSLATE_NOOP3("Message", "must divide heads (%1), got %2", "DIAG_KV_HEADS"),
    QT_TRANSLATE_NOOP3("Message", "must be between 1 and experts (%1)", "DIAG_TOPK_RANGE"),
    QT_TRANSLATE_NOOP3("Message", "must be >= 1 for a mixture-of-experts model",
                       "DIAG_MOE_NEEDS_FFN"),
    QT_TRANSLATE_NOOP3("Message", "needs experts >= 1", "DIAG_NEEDS_EXPERTS"),
    QT_TRANSLATE_NOOP3("Message", "must not exceed layers (%1)", "DIAG_DENSE_LAYERS"),
    QT_TRANSLATE_NOOP3("Message", "must be 0 (dropless) or >= 1", "DIAG_CAPACITY_FACTOR"),
    QT_TRANSLATE_NOOP3("Message", "must be 0, 1, 2 or 3", "DIAG_ZERO_STAGE"),
    // What a calibration replaced (model/calibration/CalibrationText.cpp)
    QT_TRANSLATE_NOOP3("Message", "scale-up link", "CALIB_SCALE_UP"),
    QT_TRANSLATE_NOOP3("Message", "scale-out link", "CALIB_SCALE_OUT"),
    QT_TRANSLATE_NOOP3("Message", "scale-out all-to-all", "CALIB_ALL_TO_ALL"),
    QT_TRANSLATE_NOOP3("Message", "GEMM ceiling %1 of peak (catalog %2)", "CALIB_GEMM"),
    QT_TRANSLATE_NOOP3("Message", "step × %1", "CALIB_STEP"),
    // Hugging Face config.json import (model/io/HfConfig.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "no context length in the file; training sequence length set to %1 "
                       "(change it in the training job)",
                       "HF_NO_CONTEXT"),
    QT_TRANSLATE_NOOP3("Message",
                       "context window %1; training sequence length set to %2 (pre-training "
                       "length; raise it for a long-context run)",
                       "HF_CONTEXT_CUT"),
    QT_TRANSLATE_NOOP3("Message", "nested more than %1 levels deep", "HF_TOO_DEEP"),
    QT_TRANSLATE_NOOP3("Message", "not a JSON object (a Hugging Face config.json)",
                       "HF_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message", "%1 config: missing %2", "HF_MISSING_KEYS"),
    QT_TRANSLATE_NOOP3("Message", "unknown architecture \"%1\": missing %2",
                       "HF_UNKNOWN_MISSING_KEYS"),
    QT_TRANSLATE_NOOP3("Message",
                       "architecture \"%1\" is not one of the known families; read with Llama's "
                       "key names and a gated MLP: check the shape",
                       "HF_UNKNOWN_ARCHITECTURE"),
    QT_TRANSLATE_NOOP3("Message", "must divide num_attention_heads", "HF_KV_HEADS_DIVIDE"),
    QT_TRANSLATE_NOOP3("Message", "not a readable regular file", "HF_NOT_REGULAR_FILE"),
    QT_TRANSLATE_NOOP3("Message", "larger than 1 MiB: not a model config.json", "HF_TOO_LARGE"),
    QT_TRANSLATE_NOOP3("Message", "could not be read", "HF_CANNOT_READ"),
};

/// What an input-contract bound limits (limits::boundMessage, JsonReader::integer's boundName).
const char* const kBoundTerms[] = {
    QT_TRANSLATE_NOOP("Term", "text length"),
    QT_TRANSLATE_NOOP("Term", "file size in bytes"),
    QT_TRANSLATE_NOOP("Term", "nesting depth"),
    QT_TRANSLATE_NOOP("Term", "logo size"),
    QT_TRANSLATE_NOOP("Term", "proposal names"),
    QT_TRANSLATE_NOOP("Term", "GPUs per design"),
    QT_TRANSLATE_NOOP("Term", "GPUs"),
    QT_TRANSLATE_NOOP("Term", "parts per server"),
    QT_TRANSLATE_NOOP("Term", "contents per rack group"),
    QT_TRANSLATE_NOOP("Term", "server templates"),
    QT_TRANSLATE_NOOP("Term", "groups"),
    QT_TRANSLATE_NOOP("Term", "links"),
    QT_TRANSLATE_NOOP("Term", "rack groups"),
    QT_TRANSLATE_NOOP("Term", "replicas per group"),
    QT_TRANSLATE_NOOP("Term", "replicas per rack"),
    QT_TRANSLATE_NOOP("Term", "racks per rack group"),
    QT_TRANSLATE_NOOP("Term", "links per replica"),
    QT_TRANSLATE_NOOP("Term", "breakout per port"),
    QT_TRANSLATE_NOOP("Term", "ports"),
    QT_TRANSLATE_NOOP("Term", "rack units"),
    QT_TRANSLATE_NOOP("Term", "CPU cores"),
    QT_TRANSLATE_NOOP("Term", "PCIe lanes"),
    QT_TRANSLATE_NOOP("Term", "workloads per design"),
    QT_TRANSLATE_NOOP("Term", "specs per file"),
    QT_TRANSLATE_NOOP("Term", "catalog entries per file"),
    QT_TRANSLATE_NOOP("Term", "layers"),
    QT_TRANSLATE_NOOP("Term", "hidden size"),
    QT_TRANSLATE_NOOP("Term", "attention heads"),
    QT_TRANSLATE_NOOP("Term", "vocabulary"),
    QT_TRANSLATE_NOOP("Term", "sequence length"),
    QT_TRANSLATE_NOOP("Term", "experts"),
    QT_TRANSLATE_NOOP("Term", "parallel degree"),
    QT_TRANSLATE_NOOP("Term", "pipeline stages: at most layers + 2, and 65,536"),
    QT_TRANSLATE_NOOP("Term", "micro-batch"),
    QT_TRANSLATE_NOOP("Term", "global batch"),
    QT_TRANSLATE_NOOP("Term", "LoRA rank"),
};
} // namespace

std::span<const MessageTemplate> fileTemplates()
{
    return kTemplates;
}

std::span<const char* const> boundTermTemplates()
{
    return kBoundTerms;
}

} // namespace cc::views::detail
