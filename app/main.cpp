// The only source of the clustercanvas executable: everything else lives in the libraries.
#include "app/AppMain.h"

int main(int argc, char** argv)
{
    return cc::app::run(argc, argv, CC_SOURCE_CATALOG_DIR);
}
