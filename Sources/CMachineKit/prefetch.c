// The header's function is inline; this file gives the target something to compile.
#include "CMachineKit.h"
