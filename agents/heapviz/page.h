// heapviz's page: the model as JSON inside one self-contained HTML file
// (inline SVG drawn by plain JavaScript, nothing fetched), kept within a
// size budget by dropping evenly spaced snapshots.
#pragma once

#include <cstdint>
#include <string>

#include "heap_model.h"

namespace heapviz {

struct PageFacts {
  uint64_t max_bytes = 0;      // the budget (maxsize=)
  int64_t end_us = 0;          // JVM_SHUT_DOWN, since the agent was loaded
  int unreported_collections = 0;  // made before JVM_INIT_DONE, posted to no agent
};

// The whole page. The caller holds the agent's lock.
std::string build_page(const HeapModel& model, const PageFacts& facts);

// The HTML, CSS and JavaScript around the data (page_template.cpp): the
// data goes where kDataMarker is.
extern const char* const kPageTemplate;
extern const char* const kDataMarker;

}  // namespace heapviz
