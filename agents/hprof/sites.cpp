// heap=sites: every live object's allocation site, and per site (trace,
// class, kind) the live and allocated bytes and objects (hprof.h).
// The handlers of OBJECT_FREE, OBJECT_MOVE and ARENA_DELETE run in
// thread-suspended mode and allocate nothing (object_map.h): they settle
// the object map, which makes no room.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "hprof.h"
#include "object_map.h"
#include "text_writer.h"

namespace hprof {

void sites_init() { agent().objects = std::make_unique<ObjectMap>(); }

namespace {

uint32_t site_for(uint32_t trace, uint32_t class_index, jint kind) {
  Agent& a = agent();
  char key[12];
  std::memcpy(key, &trace, 4);
  std::memcpy(key + 4, &class_index, 4);
  std::memcpy(key + 8, &kind, 4);
  auto [it, inserted] = a.site_index.try_emplace(std::string(key, sizeof key), 0);
  if (inserted) {
    it->second = static_cast<uint32_t>(a.sites.size());
    a.sites.push_back(Site{trace, class_index, kind});
  }
  return it->second;
}

const char* primitive_array_name(jint kind) {
  switch (kind) {
    case JVMPI_BOOLEAN: return "[Z";
    case JVMPI_CHAR: return "[C";
    case JVMPI_FLOAT: return "[F";
    case JVMPI_DOUBLE: return "[D";
    case JVMPI_BYTE: return "[B";
    case JVMPI_SHORT: return "[S";
    case JVMPI_INT: return "[I";
    case JVMPI_LONG: return "[J";
    default: return "<Unknown>";
  }
}

// The name a site's class is shown with: primitive arrays as HPROF named
// them ([I...), object arrays as the VM names their class ([L<elem>;,
// or [[... when the element is itself an array), so that an array site
// is not mistaken for one of its element class.
}  // namespace

std::string class_display_name(uint32_t class_index, jint kind) {
  const Tables& t = agent().tables;
  if (kind == JVMPI_NORMAL_OBJECT) return t.classes[class_index].name;
  if (kind != JVMPI_CLASS) return primitive_array_name(kind);
  const std::string& element = t.classes[class_index].name;
  if (class_index != 0 && !element.empty() && element[0] == '[') return "[" + element;
  return "[L" + element + ";";
}

namespace {

// An object the map held is gone: freed, in a deleted arena, or replaced
// by a new one with its ID.
void no_longer_live(const ObjectMap::Entry& old) {
  Site& site = agent().sites[old.site];
  site.live_bytes -= old.size;
  site.live_objects -= 1;
}

ObjectMap& settled_objects() {
  agent().objects->settle(no_longer_live);
  return *agent().objects;
}

}  // namespace

// Takes the data lock itself, after the stack trace: a thread's own stack
// needs no lock, and threads that allocate in a loop meet at the lock less.
void sites_object_alloc(const JVMPI_Event& event) {
  Agent& a = agent();
  const auto& o = event.u.obj_alloc;
  // A requested OBJECT_ALLOC describes an object allocated before we knew
  // of it: its site is unknown (trace 0, as HPROF has it).
  const bool requested = (event.event_type & JVMPI_REQUESTED_EVENT) != 0;
  // Every allocation passes here. A thread tends to allocate at the same
  // site many times over (a loop): it keeps the frames, class and kind of
  // its last allocation and their site, and when all match, skips the
  // hashing of the trace and of the site. Class IDs are addresses that a
  // collection may move or give to another class: the memory holds until
  // the next GC_START only.
  struct LastSite {
    std::vector<Frame> frames;
    jobjectID class_id = nullptr;
    jint kind = -1;
    uint32_t thread = 0;
    uint32_t site = 0;
    uint64_t collections = 0;
    bool valid = false;
  };
  thread_local LastSite last;
  thread_local std::vector<JVMPI_CallFrame> frames;
  thread_local std::vector<Frame> own;
  own.clear();
  if (!requested) {
    frames.resize(static_cast<size_t>(std::max(a.options.depth, 1)));
    JVMPI_CallTrace call{event.env_id, 0, frames.data()};
    if (a.options.depth > 0) a.jvmpi->GetCallTrace(&call, a.options.depth);
    own.resize(static_cast<size_t>(std::max(call.num_frames, 0)));
    for (size_t i = 0; i < own.size(); ++i) {
      own[i] = Frame{frames[i].method_id, a.options.lineno ? frames[i].lineno : -1};
    }
  }
  loupe_agents::EventGuard guard(a.lock);
  // A requested event for an object we know already (monitors.cpp asks
  // for its class) changes nothing.
  if (requested && settled_objects().find(reinterpret_cast<uintptr_t>(o.obj_id)) != nullptr) return;
  uint32_t thread = !requested && a.options.thread ? a.tables.thread_serial(event.env_id) : 0;
  uint32_t site;
  if (!requested && last.valid && last.collections == a.collections && last.class_id == o.class_id &&
      last.kind == o.is_array && last.thread == thread && last.frames == own) {
    site = last.site;
  } else {
    uint32_t trace = requested ? 0 : a.tables.intern(thread, own.data(), own.size());
    site = site_for(trace, a.tables.class_of(o.class_id), o.is_array);
    last.frames = own;
    last.class_id = o.class_id;
    last.kind = o.is_array;
    last.thread = thread;
    last.site = site;
    last.collections = a.collections;
    last.valid = !requested;
  }
  Site& s = a.sites[site];
  uint32_t size = static_cast<uint32_t>(o.size);
  s.alloc_bytes += size;
  s.alloc_objects += 1;
  s.live_bytes += size;
  s.live_objects += 1;
  a.objects->insert(ObjectMap::Entry{reinterpret_cast<uintptr_t>(o.obj_id), site, size, o.arena_id}, no_longer_live);
}

void sites_object_free(jobjectID object) {
  ObjectMap::Entry old;
  if (!settled_objects().erase(reinterpret_cast<uintptr_t>(object), &old)) return;
  no_longer_live(old);
}

void sites_object_move(const JVMPI_Event& event) {
  Agent& a = agent();
  const auto& m = event.u.obj_move;
  ObjectMap::Entry entry;
  if (settled_objects().erase(reinterpret_cast<uintptr_t>(m.obj_id), &entry)) {
    entry.id = reinterpret_cast<uintptr_t>(m.new_obj_id);
    entry.arena = m.new_arena_id;
    a.objects->reinsert(entry);
  }
  // A class object that moves keeps its class: re-key the node in place
  // (extract and insert reuse the node, and the size does not change, so
  // nothing is allocated).
  auto node = a.tables.class_index.extract(m.obj_id);
  if (!node.empty()) {
    node.key() = m.new_obj_id;
    a.tables.class_index.insert(std::move(node));
  }
}

void sites_arena_delete(jint arena) {
  settled_objects().erase_if([&](const ObjectMap::Entry& e) {
    if (e.arena != arena) return false;
    no_longer_live(e);
    return true;
  });
}

void sites_settle() { settled_objects(); }

void sites_totals(uint64_t* objects, uint64_t* bytes) {
  settled_objects();
  *objects = *bytes = 0;
  for (const Site& s : agent().sites) {
    *objects += s.live_objects;
    *bytes += s.live_bytes;
  }
}

bool object_info(jobjectID object, uint32_t* size, uint32_t* trace) {
  Agent& a = agent();
  if (a.objects == nullptr) return false;
  ObjectMap::Entry* e = settled_objects().find(reinterpret_cast<uintptr_t>(object));
  if (e == nullptr) {
    a.jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, object);
    e = settled_objects().find(reinterpret_cast<uintptr_t>(object));
    if (e == nullptr) return false;
  }
  *size = e->size;
  *trace = a.sites[e->site].trace;
  return true;
}

void sites_write() {
  Agent& a = agent();
  settled_objects();
  std::vector<const Site*> order;
  uint64_t total_live = 0;
  for (const Site& s : a.sites) {
    order.push_back(&s);
    total_live += s.live_bytes;
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const Site* x, const Site* y) { return x->live_bytes > y->live_bytes; });
  // HPROF stops at the first row below the cutoff.
  size_t rows = 0;
  for (; rows < order.size(); ++rows) {
    double share = total_live == 0 ? 0.0 : static_cast<double>(order[rows]->live_bytes) / total_live;
    if (share < a.options.cutoff) break;
  }
  TextWriter& w = *a.writer;
  for (size_t i = 0; i < rows; ++i) w.trace_record(order[i]->trace);
  w.line("SITES BEGIN (ordered by live bytes) " + ctime_now(), false);
  w.line("          percent         live       alloc'ed  stack class");
  w.line(" rank   self  accum    bytes objs   bytes objs trace name");
  double accum = 0;
  for (size_t i = 0; i < rows; ++i) {
    const Site& s = *order[i];
    double self = total_live == 0 ? 0.0 : 100.0 * static_cast<double>(s.live_bytes) / total_live;
    accum += self;
    char row[128];
    std::snprintf(row, sizeof row, "%5zu %5.2f%% %5.2f%% %8" PRIu64 " %4" PRIu64 " %7" PRIu64 " %4" PRIu64 " %5u ",
                  i + 1, self, accum, s.live_bytes, s.live_objects, s.alloc_bytes, s.alloc_objects, s.trace);
    w.line(row + class_display_name(s.class_index, s.kind));
  }
  w.line("SITES END");
}

}  // namespace hprof
