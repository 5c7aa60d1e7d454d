// The dump test agent's checks of the heap dumps (dumps.h): levels 2, 1
// and 0 against each other and against the values Main.java sets, the
// roots, the class objects, and OBJECT_DUMP against the level-2 records.
#include <cstdio>

#include "dumps.h"

namespace dumps_test {

namespace {

uint64_t float_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}
uint64_t double_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

void expect_bits(const std::vector<FieldValue>& fields, const char* name, uint64_t want, int* bad) {
  const Value* v = field(fields, name);
  if (v == nullptr || v->bits != want) {
    fail("Marker.%s: %s%llx, expected %llx", name, v == nullptr ? "missing " : "0x",
         static_cast<unsigned long long>(v != nullptr ? v->bits : 0), static_cast<unsigned long long>(want));
    ++*bad;
  }
}

}  // namespace

// Every reference in the dump names an object the dump has (it holds what
// is reachable, so it is closed under references); every root names one.
void check_closure(const Parsed& dump, int level) {
  long dangling = 0;
  auto check = [&](jobjectID id, const char* where, const Record& rec) {
    if (id == nullptr || dump.object(id) != nullptr) return;
    if (++dangling <= 5) fail("level %d: %s of record 0x%02x %p names %p, which the dump lacks", level, where, rec.tag, vp(rec.id), vp(id));
  };
  for (const Record& rec : dump.records) {
    switch (rec.tag) {
      case JVMPI_GC_CLASS_DUMP:
        check(rec.super, "super", rec);
        for (jobjectID i : rec.interfaces) check(i, "interface", rec);
        for (const Value& v : rec.statics) {
          if (is_ref(v.sig)) check(v.ref, "static", rec);
        }
        break;
      case JVMPI_GC_INSTANCE_DUMP: {
        check(rec.class_id, "class", rec);
        std::vector<FieldValue> fields;
        if (decode_instance(dump, rec, level, &fields)) {
          for (const FieldValue& f : fields) {
            if (is_ref(f.value.sig)) check(f.value.ref, "field", rec);
          }
        }
        break;
      }
      case JVMPI_GC_OBJ_ARRAY_DUMP:
        check(rec.element_class, "element class", rec);
        for (jobjectID e : rec.elements) check(e, "element", rec);
        break;
      case JVMPI_GC_PRIM_ARRAY_DUMP:
        break;
      default:
        check(rec.id, "root", rec);
        break;
    }
  }
  if (dangling > 0) fail("level %d: %ld references to objects the dump lacks", level, dangling);
}

// Instance records whose byte count disagrees with the class's fields.
void check_instances(const Parsed& dump, int level) {
  long bad = 0, instances = 0;
  for (const Record& rec : dump.records) {
    if (rec.tag != JVMPI_GC_INSTANCE_DUMP) continue;
    ++instances;
    if (!decode_instance(dump, rec, level, nullptr) && ++bad <= 5) {
      fail("level %d: INSTANCE_DUMP %p of class %s: %zu value bytes do not match its fields", level, vp(rec.id),
           class_name(rec.class_id).c_str(), rec.values.size());
    }
  }
  if (bad > 0) fail("level %d: %ld of %ld instance records malformed", level, bad, instances);
}

void check_roots(const Parsed& dump, int level, const Answer& answer, JNIEnv* main_env) {
  JNIEnv* holder = thread_env("holder");
  int main_frames = -1;
  for (size_t i = 0; i < answer.trace_envs.size(); ++i) {
    if (answer.trace_envs[i] == main_env) main_frames = answer.trace_frames[i];
  }
  if (main_frames <= 0) fail("level %d: heap_dump.traces has no frames for the dumping thread (%d)", level, main_frames);
  bool main_frame_root = false, holder_block = false, object_sticky = false;
  long bad_frame_numbers = 0;
  for (const Record& rec : dump.records) {
    if (rec.tag == JVMPI_GC_ROOT_JAVA_FRAME && rec.env == main_env) {
      main_frame_root = true;
      // Numbered N..1 from the innermost frame (docs/jvmpi.md).
      if (main_frames > 0 && (rec.frame < 1 || rec.frame > static_cast<uint32_t>(main_frames))) ++bad_frame_numbers;
    }
    if (rec.tag == JVMPI_GC_ROOT_THREAD_BLOCK && holder != nullptr && rec.env == holder) {
      const Record* thread = dump.object(rec.id);
      holder_block = thread != nullptr && thread->tag == JVMPI_GC_INSTANCE_DUMP && class_name(thread->class_id) == "java.lang.Thread";
    }
    // Only classes with a CLASS_DUMP have a CLASS_LOAD to name them (the
    // class objects of primitive types are sticky too, and have none).
    if (rec.tag == JVMPI_GC_ROOT_STICKY_CLASS) {
      const Record* cls = dump.object(rec.id);
      if (cls != nullptr && cls->tag == JVMPI_GC_CLASS_DUMP && class_name(rec.id) == "java.lang.Object") object_sticky = true;
    }
  }
  if (!main_frame_root) fail("level %d: no JAVA_FRAME root on the dumping (main) thread", level);
  if (bad_frame_numbers > 0) fail("level %d: %ld JAVA_FRAME roots of main with a frame number outside 1..%d", level, bad_frame_numbers, main_frames);
  if (!holder_block) fail("level %d: no THREAD_BLOCK root for thread \"holder\" naming a java.lang.Thread", level);
  if (!object_sticky) fail("level %d: no STICKY_CLASS root for java.lang.Object", level);
  say("level%d roots java-frame=%d sticky-class=%d thread-block=%d main-frame=%d holder-block=%d object-sticky=%d", level,
      dump.tag_counts.count(JVMPI_GC_ROOT_JAVA_FRAME) ? dump.tag_counts.at(JVMPI_GC_ROOT_JAVA_FRAME) : 0,
      dump.tag_counts.count(JVMPI_GC_ROOT_STICKY_CLASS) ? dump.tag_counts.at(JVMPI_GC_ROOT_STICKY_CLASS) : 0,
      dump.tag_counts.count(JVMPI_GC_ROOT_THREAD_BLOCK) ? dump.tag_counts.at(JVMPI_GC_ROOT_THREAD_BLOCK) : 0,
      main_frame_root ? 1 : 0, holder_block ? 1 : 0, object_sticky ? 1 : 0);
}

// Level 2: the program's objects with all their values.
bool check_level2(const Parsed& dump, Known* known) {
  const Record* main_class = class_record_named(dump, "Main");
  if (main_class == nullptr) {
    fail("level 2: no CLASS_DUMP of Main");
    return false;
  }
  struct {
    const char* name;
    jobjectID* id;
  } statics[] = {{"marker", &known->marker}, {"ints", &known->ints}, {"objs", &known->objs},
                 {"held", &known->held}, {"waitedOn", &known->waited_on}, {"arrayClass", &known->array_class},
                 {"primitiveClass", &known->primitive_class}};
  for (auto& s : statics) {
    const Value* v = static_value(*main_class, s.name, JVMPI_DUMP_LEVEL_2);
    if (v == nullptr || v->ref == nullptr) {
      fail("level 2: CLASS_DUMP of Main lacks static %s", s.name);
      return false;
    }
    *s.id = v->ref;
  }

  // The Marker instance.
  const Record* marker = dump.object(known->marker);
  if (marker == nullptr || marker->tag != JVMPI_GC_INSTANCE_DUMP) {
    fail("level 2: Main.marker %p has no INSTANCE_DUMP", vp(known->marker));
    return false;
  }
  known->marker_class = marker->class_id;
  if (class_name(marker->class_id) != "Marker") fail("level 2: Main.marker's class is %s", class_name(marker->class_id).c_str());
  std::vector<FieldValue> fields;
  if (!decode_instance(dump, *marker, JVMPI_DUMP_LEVEL_2, &fields)) {
    fail("level 2: the Marker instance's %zu value bytes do not match Marker's and Base's fields", marker->values.size());
    return false;
  }
  int bad = 0;
  expect_bits(fields, "answer", 12345, &bad);
  expect_bits(fields, "big", 0x1122334455667788ULL, &bad);
  expect_bits(fields, "small", 0xFFFE, &bad);
  expect_bits(fields, "letter", 'Q', &bad);
  expect_bits(fields, "tiny", 0xF9, &bad);
  expect_bits(fields, "on", 1, &bad);
  expect_bits(fields, "ratio", float_bits(1.5f), &bad);
  expect_bits(fields, "precise", double_bits(-0.25), &bad);
  expect_bits(fields, "baseLong", 0x0102030405060708ULL, &bad);
  const Value* link = field(fields, "link");
  if (link == nullptr || link->ref != known->marker) bad += fail("Marker.link is not the marker itself");
  for (const char* name : {"text", "baseRef"}) {
    const Value* v = field(fields, name);
    const Record* s = v != nullptr ? dump.object(v->ref) : nullptr;
    if (s == nullptr || s->tag != JVMPI_GC_INSTANCE_DUMP || class_name(s->class_id) != "java.lang.String") {
      bad += fail("Marker.%s is not a dumped java.lang.String", name);
    }
  }
  // The order: Marker's own fields first, then Base's.
  if (fields.size() != 12 || fields.front().owner != "Marker" || fields.back().owner != "Base") {
    bad += fail("Marker instance: %zu values, first of %s, last of %s (expected 10 of Marker then 2 of Base)", fields.size(),
         fields.empty() ? "-" : fields.front().owner.c_str(), fields.empty() ? "-" : fields.back().owner.c_str());
  }
  if (bad == 0) say("marker answer=12345 big=0x1122334455667788 small=-2 letter=Q tiny=-7 on=1 ratio=1.5 precise=-0.25 baseLong=0x0102030405060708 ok");

  // Marker's CLASS_DUMP: statics, superclass, interface.
  const Record* marker_class = dump.object(known->marker_class);
  if (marker_class == nullptr || marker_class->tag != JVMPI_GC_CLASS_DUMP) {
    fail("level 2: no CLASS_DUMP of Marker");
  } else {
    bad = 0;
    auto expect_static = [&](const char* name, uint64_t want) {
      const Value* v = static_value(*marker_class, name, JVMPI_DUMP_LEVEL_2);
      if (v == nullptr || v->bits != want) {
        bad += fail("Marker.%s static: 0x%llx, expected 0x%llx", name, static_cast<unsigned long long>(v ? v->bits : 0),
             static_cast<unsigned long long>(want));
      }
    };
    expect_static("MAGIC", 777777);
    expect_static("STAMP", static_cast<uint64_t>(-2LL));
    expect_static("FLAG", 1);
    expect_static("RATIO", double_bits(2.5));
    const Value* self = static_value(*marker_class, "SELF", JVMPI_DUMP_LEVEL_2);
    if (self == nullptr || self->ref != known->marker) bad += fail("Marker.SELF static is not the marker");
    std::string super = class_name(marker_class->super);
    if (super != "Base") bad += fail("Marker's superclass in its CLASS_DUMP is %s", super.c_str());
    if (marker_class->interfaces.size() != 1 || class_name(marker_class->interfaces[0]) != "Tagged") {
      bad += fail("Marker's CLASS_DUMP interfaces: %zu, expected Tagged", marker_class->interfaces.size());
    }
    if (marker_class->instance_size == 0) bad += fail("Marker's CLASS_DUMP instance size 0");
    const Record* base = dump.object(marker_class->super);
    if (base == nullptr || class_name(base->super) != "java.lang.Object") bad += fail("Base's superclass is not java.lang.Object");
    if (bad == 0) say("marker-class MAGIC=777777 STAMP=-2 FLAG=1 RATIO=2.5 SELF=marker super=Base interfaces=Tagged ok");
  }

  // int[777] of i*3.
  const Record* ints = dump.object(known->ints);
  if (ints == nullptr || ints->tag != JVMPI_GC_PRIM_ARRAY_DUMP || ints->length != 777 || ints->element_type != JVMPI_INT ||
      ints->prims.size() != 777 * 4) {
    fail("level 2: Main.ints is not a PRIM_ARRAY_DUMP of 777 ints");
  } else {
    int wrong = 0;
    for (uint32_t i = 0; i < 777; ++i) {
      uint32_t v = (uint32_t{ints->prims[4 * i]} << 24) | (uint32_t{ints->prims[4 * i + 1]} << 16) |
                   (uint32_t{ints->prims[4 * i + 2]} << 8) | ints->prims[4 * i + 3];
      if (v != i * 3 && ++wrong <= 3) fail("ints[%u] = %u in the dump, expected %u", i, v, i * 3);
    }
    if (wrong == 0) say("ints length=777 type=int values=i*3 ok");
  }

  // Object[3] = {marker, ints, null}.
  const Record* objs = dump.object(known->objs);
  if (objs == nullptr || objs->tag != JVMPI_GC_OBJ_ARRAY_DUMP || objs->length != 3 || objs->elements.size() != 3) {
    fail("level 2: Main.objs is not an OBJ_ARRAY_DUMP of length 3");
  } else {
    known->object_class = objs->element_class;
    std::string element = class_name(objs->element_class);
    if (element != "java.lang.Object") fail("Main.objs element class %s", element.c_str());
    if (objs->elements[0] != known->marker || objs->elements[1] != known->ints || objs->elements[2] != nullptr) {
      fail("Main.objs elements %p %p %p, expected marker %p, ints %p, NULL", vp(objs->elements[0]), vp(objs->elements[1]),
           vp(objs->elements[2]), vp(known->marker), vp(known->ints));
    } else if (element == "java.lang.Object") {
      say("objs length=3 element-class=java.lang.Object elements=marker,ints,null ok");
    }
  }
  return true;
}

// int[].class and int.class: instances of java.lang.Class in the dump (no
// CLASS_DUMP, as HotSpot). The array class has a CLASS_LOAD ("[I") to be
// requested; the primitive type's has none, so RequestEvent must either
// answer anyway or refuse (not JVMPI_SUCCESS): an agent that is told
// SUCCESS waits for an event that never comes. That verdict is printed as
// a line of its own ("primitive-class ..."), checked by the test
// dumps-primitive-class, not by dumps.
void check_class_objects(const Parsed& dump, const Known& known) {
  for (jobjectID id : {known.array_class, known.primitive_class}) {
    const Record* rec = dump.object(id);
    if (rec == nullptr || rec->tag != JVMPI_GC_INSTANCE_DUMP || class_name(rec->class_id) != "java.lang.Class") {
      fail("level 2: %s is not dumped as an instance of java.lang.Class", id == known.array_class ? "int[].class" : "int.class");
    }
  }
  // OBJECT_ALLOC of a class object names java.lang.Class as its class,
  // except for java.lang.Class's own class object, whose class_id is NULL
  // (as HotSpot sent it: an agent asking for the class's class would
  // otherwise recurse for ever).
  const Record* array_class_rec = dump.object(known.array_class);
  jobjectID class_of_class = array_class_rec != nullptr ? array_class_rec->class_id : nullptr;
  Answer of_array_class, of_class_class;
  if (class_of_class != nullptr &&
      request(JVMPI_EVENT_OBJECT_ALLOC, known.array_class, "OBJECT_ALLOC of int[].class", &of_array_class) &&
      request(JVMPI_EVENT_OBJECT_ALLOC, class_of_class, "OBJECT_ALLOC of java.lang.Class's class object", &of_class_class)) {
    if (of_array_class.class_id == class_of_class && of_class_class.class_id == nullptr) {
      say("class-object-alloc class_id=java.lang.Class, of java.lang.Class NULL ok");
    } else {
      fail("OBJECT_ALLOC: int[].class has class_id %p (java.lang.Class is %p), java.lang.Class's class object %p (expected NULL)",
           vp(of_array_class.class_id), vp(class_of_class), vp(of_class_class.class_id));
    }
  }
  std::string array_name = class_name(known.array_class);
  if (array_name == "[I") {
    say("array-class name=[I ok");
  } else {
    fail("RequestEvent(CLASS_LOAD) for int[].class names %s, not [I", array_name.c_str());
  }
  Answer a;
  a.wanted = JVMPI_EVENT_CLASS_LOAD;
  t_answer = &a;
  jint rc = g_jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, known.primitive_class);
  t_answer = nullptr;
  const char* verdict = rc == JVMPI_SUCCESS && a.count == 1 ? "answered" : rc != JVMPI_SUCCESS && a.count == 0 ? "refused" : "inconsistent";
  say("primitive-class request=%d events=%d %s", static_cast<int>(rc), a.count, verdict);
}

// Level 1: the same records as level 2, without primitive values.
void check_level1(const Parsed& l1, const Parsed& l2, const Known& known) {
  std::vector<std::pair<int, jobjectID>> a, b;
  for (const Record& r : l1.records) a.emplace_back(r.tag, r.id);
  for (const Record& r : l2.records) b.emplace_back(r.tag, r.id);
  if (a != b) {
    size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    fail("levels 1 and 2 differ in their records: %zu and %zu records, first difference at record %zu", a.size(), b.size(), i);
  }
  int bad = 0;
  const Record* marker = l1.object(known.marker);
  std::vector<FieldValue> fields;
  if (marker == nullptr || !decode_instance(l1, *marker, JVMPI_DUMP_LEVEL_1, &fields)) {
    bad += fail("level 1: the Marker instance is missing or its values do not match its reference fields");
  } else {
    const Record* m2 = l2.object(known.marker);
    std::vector<FieldValue> fields2;
    decode_instance(l2, *m2, JVMPI_DUMP_LEVEL_2, &fields2);
    std::vector<jobjectID> refs1, refs2;
    for (const FieldValue& f : fields) refs1.push_back(f.value.ref);
    for (const FieldValue& f : fields2) {
      if (is_ref(f.value.sig)) refs2.push_back(f.value.ref);
    }
    if (fields.size() != 3 || refs1 != refs2) bad += fail("level 1: Marker instance has %zu reference values, not level 2's 3", fields.size());
  }
  const Record* ints = l1.object(known.ints);
  if (ints == nullptr || ints->tag != JVMPI_GC_PRIM_ARRAY_DUMP || ints->length != 777 || ints->element_type != JVMPI_INT ||
      ints->end - ints->begin != 1 + kPtr + 4 + 1) {
    bad += fail("level 1: Main.ints is not a PRIM_ARRAY_DUMP of 777 ints without values");
  }
  const Record* marker_class = l1.object(known.marker_class);
  if (marker_class == nullptr || marker_class->tag != JVMPI_GC_CLASS_DUMP || marker_class->statics.size() != 1 ||
      marker_class->statics[0].ref != known.marker) {
    bad += fail("level 1: Marker's CLASS_DUMP statics are not just SELF");
  }
  if (bad == 0) say("level1 records=%zu same-as-level2=%d marker-refs-only=1 ints-no-values=1 statics-refs-only=1", l1.records.size(), a == b ? 1 : 0);
}

// Level 0: (kind, id) per object; the same objects as level 2.
void check_level0(const std::vector<unsigned char>& bytes, const Parsed& l2, const Known& known) {
  if (bytes.size() % (1 + kPtr) != 0) {
    fail("level 0: %zu bytes, not a multiple of %zu", bytes.size(), 1 + kPtr);
    return;
  }
  std::map<jobjectID, int> kinds;
  Reader r(bytes.data(), bytes.size());
  while (!r.at_end()) {
    int kind = r.u1();
    jobjectID id = r.id();
    if (kind != JVMPI_NORMAL_OBJECT && kind != JVMPI_CLASS && (kind < JVMPI_BOOLEAN || kind > JVMPI_LONG)) {
      fail("level 0: object %p of kind %d", vp(id), kind);
      return;
    }
    if (!kinds.emplace(id, kind).second) fail("level 0: object %p twice", vp(id));
  }
  auto kind_of = [&](jobjectID id) {
    auto it = kinds.find(id);
    return it != kinds.end() ? it->second : -1;
  };
  int marker = kind_of(known.marker), ints = kind_of(known.ints), objs = kind_of(known.objs), cls = kind_of(known.marker_class);
  if (marker != JVMPI_NORMAL_OBJECT || ints != JVMPI_INT || objs != JVMPI_CLASS || cls != JVMPI_NORMAL_OBJECT) {
    fail("level 0: kinds marker %d ints %d objs %d Marker class %d (expected 0, 10, 2, 0)", marker, ints, objs, cls);
  }
  std::set<jobjectID> level0, level2;
  for (const auto& [id, kind] : kinds) level0.insert(id);
  for (const auto& [id, index] : l2.objects) level2.insert(id);
  if (level0 != level2) fail("level 0 has %zu objects, level 2 %zu (not the same set)", level0.size(), level2.size());
  say("level0 objects=%zu marker=%d ints=%d objs=%d same-as-level2=%d", kinds.size(), marker, ints, objs, level0 == level2 ? 1 : 0);
}

// OBJECT_DUMP: exactly the object's level-2 record.
void check_object_dump(const std::vector<unsigned char>& level2, const Parsed& l2, jobjectID id, const char* what) {
  const Record* rec = l2.object(id);
  Answer a;
  char label[64];
  snprintf(label, sizeof label, "OBJECT_DUMP, %s", what);
  if (rec == nullptr || !request(JVMPI_EVENT_OBJECT_DUMP, id, label, &a)) return;
  std::vector<unsigned char> want(level2.begin() + static_cast<long>(rec->begin), level2.begin() + static_cast<long>(rec->end));
  if (a.data_len != static_cast<jint>(want.size()) || a.bytes != want) {
    fail("OBJECT_DUMP of %s: %d bytes (data_len %d), not its %zu-byte level-2 record", what, static_cast<int>(a.bytes.size()),
         static_cast<int>(a.data_len), want.size());
    return;
  }
  say("object-dump %s tag=0x%02x bytes=%zu same-as-level2=1", what, want[0], want.size());
}

}  // namespace dumps_test
