// heapviz's page (page.h): the model as JSON, then the budget.
#include "page.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <unordered_map>
#include <vector>

namespace heapviz {

namespace {

// A JSON string that is also safe inside <script>: '<' is written \u003c
// so that no "</script>" can end the element early.
void put_string(std::string& out, const std::string& text) {
  out += '"';
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c == '<' || c == '>' || c == '&') {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
      out += escaped;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

void put_number(std::string& out, uint64_t value) { out += std::to_string(value); }

unsigned percent(uint64_t part, uint64_t whole) {
  if (whole == 0) return 0;
  return static_cast<unsigned>(std::min<uint64_t>(100, (part * 100 + whole / 2) / whole));
}

// Classes and sites are renumbered in order of first use in the maps kept,
// so the page names only what it shows.
struct Renumbering {
  std::unordered_map<uint32_t, uint32_t> classes, sites;
  std::vector<uint32_t> class_order, site_order;
  uint32_t class_of(uint32_t index) {
    auto [it, added] = classes.try_emplace(index, static_cast<uint32_t>(class_order.size()));
    if (added) class_order.push_back(index);
    return it->second;
  }
  uint32_t site_of(uint32_t index) {
    auto [it, added] = sites.try_emplace(index, static_cast<uint32_t>(site_order.size()));
    if (added) site_order.push_back(index);
    return it->second;
  }
};

// One map: its first address (hex, as the VM's IDs are), bytes per cell and
// its cells, each 0 (empty) or [fill %, class, site, mean age, moved %,
// freed %, objects, bytes]. Before a collection "moved" is what left the
// cell and "freed" what died; after it, "moved" is what arrived.
void put_map(std::string& out, const std::vector<Cell>& cells, uintptr_t low, uint64_t cell_bytes, bool before,
             Renumbering& names) {
  char low_text[32];
  std::snprintf(low_text, sizeof low_text, "\"0x%lx\"", static_cast<unsigned long>(low));
  out += "{\"lo\":";
  out += low_text;
  out += ",\"cb\":";
  put_number(out, cell_bytes);
  out += ",\"cells\":[";
  for (size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) out += ',';
    const Cell& c = cells[i];
    if (c.objects == 0) {
      out += '0';
      continue;
    }
    const uint64_t freed = before ? c.live_bytes - std::min(c.live_bytes, c.moved_bytes + c.kept_bytes) : 0;
    const uint64_t mean_age = c.age_bytes / c.live_bytes;
    out += '[';
    put_number(out, std::max(1u, percent(c.live_bytes, cell_bytes)));
    out += ',';
    put_number(out, names.class_of(c.class_vote));
    out += ',';
    put_number(out, names.site_of(c.site_vote));
    out += ',';
    put_number(out, mean_age);
    out += ',';
    put_number(out, percent(c.moved_bytes, c.live_bytes));
    out += ',';
    put_number(out, percent(freed, c.live_bytes));
    out += ',';
    put_number(out, c.objects);
    out += ',';
    put_number(out, c.live_bytes);
    out += ']';
  }
  out += "]}";
}

std::string snapshot_json(const Snapshot& s, Renumbering& names, bool at_exit = false) {
  std::string out = "{\"c\":";
  put_number(out, s.collection);
  if (at_exit) out += ",\"exit\":true";
  out += ",\"maps\":[";
  for (int slot = 0; slot < s.arena_count; ++slot) {
    const ArenaMap& m = s.maps[slot];
    if (slot > 0) out += ',';
    out += "{\"a\":";
    put_number(out, static_cast<uint64_t>(slot));
    out += ",\"before\":";
    put_map(out, m.before, m.before_low, m.before_cell_bytes, true, names);
    if (!at_exit) {
      out += ",\"after\":";
      put_map(out, m.after, m.after_low, m.after_cell_bytes, false, names);
    }
    out += '}';
  }
  out += "]}";
  return out;
}

// Everything but the snapshots.
std::string summary_json(const HeapModel& model, const PageFacts& facts) {
  const std::vector<std::string> arenas = model.arena_names();
  std::string out = "\"arenas\":[";
  for (size_t i = 0; i < arenas.size(); ++i) {
    if (i > 0) out += ',';
    put_string(out, arenas[i]);
  }
  out += "],\"cellsPerMap\":";
  put_number(out, static_cast<uint64_t>(model.cells_per_map()));
  out += ",\"endUs\":";
  put_number(out, static_cast<uint64_t>(std::max<int64_t>(0, facts.end_us)));
  out += ",\"unreportedCollections\":";
  put_number(out, static_cast<uint64_t>(facts.unreported_collections));
  out += ",\"allocations\":";
  put_number(out, model.allocations());
  out += ",\"startUs\":";
  put_number(out, static_cast<uint64_t>(std::max<int64_t>(0, model.start_us())));
  out += ",\"liveAtStart\":[";
  for (size_t i = 0; i < arenas.size(); ++i) {
    if (i > 0) out += ',';
    put_number(out, model.live_bytes_at_start(static_cast<int>(i)));
  }
  out += "],\"liveAtEnd\":[";
  for (size_t i = 0; i < arenas.size(); ++i) {
    if (i > 0) out += ',';
    put_number(out, model.live_bytes(static_cast<int>(i)));
  }
  // Each collection: [start µs, finish µs, [bytes before per arena],
  // [bytes after], objects freed, objects moved].
  out += "],\"collections\":[";
  bool first = true;
  for (const CollectionRecord& c : model.collections()) {
    if (!first) out += ',';
    first = false;
    out += '[';
    put_number(out, static_cast<uint64_t>(c.start_us));
    out += ',';
    put_number(out, static_cast<uint64_t>(std::max(c.finish_us, c.start_us)));
    for (const uint64_t* bytes : {c.before, c.after}) {
      out += ",[";
      for (size_t i = 0; i < arenas.size(); ++i) {
        if (i > 0) out += ',';
        put_number(out, bytes[i]);
      }
      out += ']';
    }
    out += ',';
    put_number(out, c.freed_objects);
    out += ',';
    put_number(out, c.moved_objects);
    out += ']';
  }
  out += ']';
  return out;
}

}  // namespace

std::string build_page(const HeapModel& model, const PageFacts& facts) {
  const std::string page = kPageTemplate;
  const size_t marker = page.find(kDataMarker);
  const std::vector<const Snapshot*> snapshots = model.snapshots();
  const std::string summary = summary_json(model, facts);

  // Every kept snapshot as JSON, with its own renumbering first to measure;
  // then as many as the budget allows, evenly spaced.
  std::vector<size_t> sizes;
  size_t all = 0;
  {
    Renumbering measure;
    for (const Snapshot* s : snapshots) {
      sizes.push_back(snapshot_json(*s, measure).size() + 1);
      all += sizes.back();
    }
  }
  // The map at exit is always shown (it is the whole picture of a run
  // without collections).
  std::string exit_map;
  if (const Snapshot* at_exit = model.exit_snapshot()) {
    Renumbering measure;
    exit_map = snapshot_json(*at_exit, measure, true);
  }
  // Names cost about what their text does; 64 bytes each is generous for
  // the class and site lists of a map.
  const size_t fixed = page.size() + summary.size() + exit_map.size() + 2 * 64 * 4 + 1024;
  size_t every = 1;
  if (facts.max_bytes > 0) {
    auto kept_bytes = [&](size_t step) {
      size_t total = 0;
      for (size_t i = 0; i < sizes.size(); i += step) total += sizes[i] + 2 * 64 * 4;
      return total;
    };
    while (every <= sizes.size() && fixed + kept_bytes(every) > facts.max_bytes) every++;
  }

  Renumbering names;
  std::string maps = "[";
  size_t shown = 0;
  for (size_t i = 0; i < snapshots.size(); i += every) {
    if (shown++ > 0) maps += ',';
    maps += snapshot_json(*snapshots[i], names);
  }
  if (const Snapshot* at_exit = model.exit_snapshot()) {
    if (shown > 0) maps += ',';
    maps += snapshot_json(*at_exit, names, true);
  }
  maps += ']';
  std::string data = "{" + summary + ",\"snapshots\":" + maps;
  data += ",\"classes\":[";
  for (size_t i = 0; i < names.class_order.size(); ++i) {
    if (i > 0) data += ',';
    put_string(data, model.class_name(names.class_order[i]));
  }
  data += "],\"sites\":[";
  for (size_t i = 0; i < names.site_order.size(); ++i) {
    if (i > 0) data += ',';
    put_string(data, model.site_name(names.site_order[i]));
  }
  data += "],\"budget\":{\"maxBytes\":";
  put_number(data, facts.max_bytes);
  data += ",\"recorded\":";
  put_number(data, snapshots.size());
  data += ",\"shown\":";
  put_number(data, shown);
  data += ",\"stride\":";
  put_number(data, static_cast<uint64_t>(model.snapshot_stride()) * every);
  data += "}}";
  if (marker == std::string::npos) return page;
  return page.substr(0, marker) + data + page.substr(marker + std::strlen(kDataMarker));
}

}  // namespace heapviz
