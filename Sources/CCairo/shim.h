#ifndef FLIPBOOK_CCAIRO_SHIM_H
#define FLIPBOOK_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <png.h>
#include "png_shim.h"
#include "memory_shim.h"
#endif
