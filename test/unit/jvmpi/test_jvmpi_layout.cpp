// jvmpi/jvmpi.h against the ABI that agents compiled for Sun's JDK 1.2-1.4
// expect (the numbers and layouts of Sun's header, which jvmpi.h restates): every constant, every
// struct size and member offset, every function-table slot and its type.
// The offsets are checked twice: static_asserts stop the build on a wrong
// layout, and the CHECKs report each one by name when the test runs. The
// header is also compiled as C99 (jvmpi_c_check.c) and C's layout compared
// with C++'s.
#include <catch2/catch.hpp>

#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "jvmpi/jvmpi.h"

extern "C" size_t loupe_jvmpi_c_layout(int what);
extern "C" int loupe_jvmpi_c_is_standard_event(jint type);

namespace {

constexpr bool kLp64 = sizeof(void*) == 8;
// The ABI document gives LP64 (x86-64 SysV) and ILP32 (i386 SysV) columns.
constexpr size_t by_model(size_t lp64, size_t ilp32) { return kLp64 ? lp64 : ilp32; }

struct Expectation {
  std::string what;
  size_t actual;
  size_t expected;
};

// Each union member's anonymous struct, named so its offsets can be taken.
using ClassLoad = decltype(JVMPI_Event::u.class_load);
using ClassUnload = decltype(JVMPI_Event::u.class_unload);
using ClassLoadHook = decltype(JVMPI_Event::u.class_load_hook);
using ObjAlloc = decltype(JVMPI_Event::u.obj_alloc);
using ObjFree = decltype(JVMPI_Event::u.obj_free);
using ObjMove = decltype(JVMPI_Event::u.obj_move);
using NewArena = decltype(JVMPI_Event::u.new_arena);
using DeleteArena = decltype(JVMPI_Event::u.delete_arena);
using ThreadStart = decltype(JVMPI_Event::u.thread_start);
using HeapDump = decltype(JVMPI_Event::u.heap_dump);
using GlobalRefAlloc = decltype(JVMPI_Event::u.jni_globalref_alloc);
using GlobalRefFree = decltype(JVMPI_Event::u.jni_globalref_free);
using MethodEv = decltype(JVMPI_Event::u.method);
using MethodEntry2 = decltype(JVMPI_Event::u.method_entry2);
using CompiledLoad = decltype(JVMPI_Event::u.compiled_method_load);
using CompiledUnload = decltype(JVMPI_Event::u.compiled_method_unload);
using Instruction = decltype(JVMPI_Event::u.instruction);
using MonitorDump = decltype(JVMPI_Event::u.monitor_dump);
using RawMonitorEv = decltype(JVMPI_Event::u.raw_monitor);
using MonitorEv = decltype(JVMPI_Event::u.monitor);
using MonitorWait = decltype(JVMPI_Event::u.monitor_wait);
using GcInfo = decltype(JVMPI_Event::u.gc_info);
using ObjectDump = decltype(JVMPI_Event::u.object_dump);
using BytecodeSample = decltype(JVMPI_Event::u.bytecode_sample);

// OFFSET checks at compile time and records the value for the runtime CHECK.
#define OFFSET(type, member, lp64, ilp32)                                              \
  static_assert(offsetof(type, member) == by_model(lp64, ilp32), #type "." #member); \
  list.push_back({#type "." #member, offsetof(type, member), by_model(lp64, ilp32)})
#define SIZE(type, lp64, ilp32)                                            \
  static_assert(sizeof(type) == by_model(lp64, ilp32), "sizeof " #type); \
  list.push_back({"sizeof " #type, sizeof(type), by_model(lp64, ilp32)})

std::vector<Expectation> helper_layout() {
  std::vector<Expectation> list;
  SIZE(jobjectID, 8, 4);
  SIZE(JVMPI_RawMonitor, 8, 4);
  SIZE(JVMPI_CallFrame, 16, 8);
  OFFSET(JVMPI_CallFrame, lineno, 0, 0);
  OFFSET(JVMPI_CallFrame, method_id, 8, 4);
  SIZE(JVMPI_CallTrace, 24, 12);
  OFFSET(JVMPI_CallTrace, env_id, 0, 0);
  OFFSET(JVMPI_CallTrace, num_frames, 8, 4);
  OFFSET(JVMPI_CallTrace, frames, 16, 8);
  SIZE(JVMPI_Method, 32, 20);
  OFFSET(JVMPI_Method, method_name, 0, 0);
  OFFSET(JVMPI_Method, method_signature, 8, 4);
  OFFSET(JVMPI_Method, start_lineno, 16, 8);
  OFFSET(JVMPI_Method, end_lineno, 20, 12);
  OFFSET(JVMPI_Method, method_id, 24, 16);
  SIZE(JVMPI_Field, 16, 8);
  OFFSET(JVMPI_Field, field_name, 0, 0);
  OFFSET(JVMPI_Field, field_signature, 8, 4);
  SIZE(JVMPI_Lineno, 8, 8);
  OFFSET(JVMPI_Lineno, offset, 0, 0);
  OFFSET(JVMPI_Lineno, lineno, 4, 4);
  SIZE(JVMPI_HeapDumpArg, 4, 4);
  OFFSET(JVMPI_HeapDumpArg, heap_dump_level, 0, 0);
  return list;
}

std::vector<Expectation> event_layout() {
  std::vector<Expectation> list;
  SIZE(JVMPI_Event, 88, 48);
  OFFSET(JVMPI_Event, event_type, 0, 0);
  OFFSET(JVMPI_Event, env_id, 8, 4);
  OFFSET(JVMPI_Event, u, 16, 8);
  SIZE(JVMPI_Event::u, 72, 40);

  SIZE(ClassLoad, 72, 40);
  OFFSET(ClassLoad, class_name, 0, 0);
  OFFSET(ClassLoad, source_name, 8, 4);
  OFFSET(ClassLoad, num_interfaces, 16, 8);
  OFFSET(ClassLoad, num_methods, 20, 12);
  OFFSET(ClassLoad, methods, 24, 16);
  OFFSET(ClassLoad, num_static_fields, 32, 20);
  OFFSET(ClassLoad, statics, 40, 24);
  OFFSET(ClassLoad, num_instance_fields, 48, 28);
  OFFSET(ClassLoad, instances, 56, 32);
  OFFSET(ClassLoad, class_id, 64, 36);

  SIZE(ClassUnload, 8, 4);
  OFFSET(ClassUnload, class_id, 0, 0);

  SIZE(ClassLoadHook, 40, 20);
  OFFSET(ClassLoadHook, class_data, 0, 0);
  OFFSET(ClassLoadHook, class_data_len, 8, 4);
  OFFSET(ClassLoadHook, new_class_data, 16, 8);
  OFFSET(ClassLoadHook, new_class_data_len, 24, 12);
  OFFSET(ClassLoadHook, malloc_f, 32, 16);

  SIZE(ObjAlloc, 32, 20);
  OFFSET(ObjAlloc, arena_id, 0, 0);
  OFFSET(ObjAlloc, class_id, 8, 4);
  OFFSET(ObjAlloc, is_array, 16, 8);
  OFFSET(ObjAlloc, size, 20, 12);
  OFFSET(ObjAlloc, obj_id, 24, 16);

  SIZE(ObjFree, 8, 4);
  OFFSET(ObjFree, obj_id, 0, 0);

  SIZE(ObjMove, 32, 16);
  OFFSET(ObjMove, arena_id, 0, 0);
  OFFSET(ObjMove, obj_id, 8, 4);
  OFFSET(ObjMove, new_arena_id, 16, 8);
  OFFSET(ObjMove, new_obj_id, 24, 12);

  SIZE(NewArena, 16, 8);
  OFFSET(NewArena, arena_id, 0, 0);
  OFFSET(NewArena, arena_name, 8, 4);

  SIZE(DeleteArena, 4, 4);
  OFFSET(DeleteArena, arena_id, 0, 0);

  SIZE(ThreadStart, 40, 20);
  OFFSET(ThreadStart, thread_name, 0, 0);
  OFFSET(ThreadStart, group_name, 8, 4);
  OFFSET(ThreadStart, parent_name, 16, 8);
  OFFSET(ThreadStart, thread_id, 24, 12);
  OFFSET(ThreadStart, thread_env_id, 32, 16);

  SIZE(HeapDump, 40, 20);
  OFFSET(HeapDump, dump_level, 0, 0);
  OFFSET(HeapDump, begin, 8, 4);
  OFFSET(HeapDump, end, 16, 8);
  OFFSET(HeapDump, num_traces, 24, 12);
  OFFSET(HeapDump, traces, 32, 16);

  SIZE(GlobalRefAlloc, 16, 8);
  OFFSET(GlobalRefAlloc, obj_id, 0, 0);
  OFFSET(GlobalRefAlloc, ref_id, 8, 4);

  SIZE(GlobalRefFree, 8, 4);
  OFFSET(GlobalRefFree, ref_id, 0, 0);

  SIZE(MethodEv, 8, 4);
  OFFSET(MethodEv, method_id, 0, 0);

  SIZE(MethodEntry2, 16, 8);
  OFFSET(MethodEntry2, method_id, 0, 0);
  OFFSET(MethodEntry2, obj_id, 8, 4);

  SIZE(CompiledLoad, 32, 20);
  OFFSET(CompiledLoad, method_id, 0, 0);
  OFFSET(CompiledLoad, code_addr, 8, 4);
  OFFSET(CompiledLoad, code_size, 16, 8);
  OFFSET(CompiledLoad, lineno_table_size, 20, 12);
  OFFSET(CompiledLoad, lineno_table, 24, 16);

  SIZE(CompiledUnload, 8, 4);
  OFFSET(CompiledUnload, method_id, 0, 0);

  SIZE(Instruction, 24, 20);
  OFFSET(Instruction, method_id, 0, 0);
  OFFSET(Instruction, offset, 8, 4);
  OFFSET(Instruction, u, 12, 8);
  OFFSET(Instruction, u.if_info.is_true, 12, 8);
  OFFSET(Instruction, u.tableswitch_info.key, 12, 8);
  OFFSET(Instruction, u.tableswitch_info.low, 16, 12);
  OFFSET(Instruction, u.tableswitch_info.hi, 20, 16);
  OFFSET(Instruction, u.lookupswitch_info.chosen_pair_index, 12, 8);
  OFFSET(Instruction, u.lookupswitch_info.pairs_total, 16, 12);

  SIZE(MonitorDump, 40, 20);
  OFFSET(MonitorDump, begin, 0, 0);
  OFFSET(MonitorDump, end, 8, 4);
  OFFSET(MonitorDump, num_traces, 16, 8);
  OFFSET(MonitorDump, traces, 24, 12);
  OFFSET(MonitorDump, threads_status, 32, 16);

  SIZE(RawMonitorEv, 16, 8);
  OFFSET(RawMonitorEv, name, 0, 0);
  OFFSET(RawMonitorEv, id, 8, 4);

  SIZE(MonitorEv, 8, 4);
  OFFSET(MonitorEv, object, 0, 0);

  SIZE(MonitorWait, 16, 12);
  OFFSET(MonitorWait, object, 0, 0);
  OFFSET(MonitorWait, timeout, 8, 4);

  SIZE(GcInfo, 24, 24);
  OFFSET(GcInfo, used_objects, 0, 0);
  OFFSET(GcInfo, used_object_space, 8, 8);
  OFFSET(GcInfo, total_object_space, 16, 16);

  SIZE(ObjectDump, 16, 8);
  OFFSET(ObjectDump, data_len, 0, 0);
  OFFSET(ObjectDump, data, 8, 4);

  // The Loupe extension must fit in the union as it was.
  SIZE(BytecodeSample, 16, 12);
  OFFSET(BytecodeSample, bytecodes, 0, 0);
  OFFSET(BytecodeSample, last, 8, 8);
  return list;
}

// Every slot is one pointer (version, a jint, is padded to one).
#define SLOT(member, index) OFFSET(JVMPI_Interface, member, (index) * 8, (index) * 4)

std::vector<Expectation> interface_layout() {
  std::vector<Expectation> list;
  SIZE(JVMPI_Interface, 240, 120);
  SLOT(version, 0);
  SLOT(NotifyEvent, 1);
  SLOT(EnableEvent, 2);
  SLOT(DisableEvent, 3);
  SLOT(RequestEvent, 4);
  SLOT(GetCallTrace, 5);
  SLOT(ProfilerExit, 6);
  SLOT(RawMonitorCreate, 7);
  SLOT(RawMonitorEnter, 8);
  SLOT(RawMonitorExit, 9);
  SLOT(RawMonitorWait, 10);
  SLOT(RawMonitorNotifyAll, 11);
  SLOT(RawMonitorDestroy, 12);
  SLOT(GetCurrentThreadCpuTime, 13);
  SLOT(SuspendThread, 14);
  SLOT(ResumeThread, 15);
  SLOT(GetThreadStatus, 16);
  SLOT(ThreadHasRun, 17);
  SLOT(CreateSystemThread, 18);
  SLOT(SetThreadLocalStorage, 19);
  SLOT(GetThreadLocalStorage, 20);
  SLOT(DisableGC, 21);
  SLOT(EnableGC, 22);
  SLOT(RunGC, 23);
  SLOT(GetThreadObject, 24);
  SLOT(GetMethodClass, 25);
  SLOT(jobjectID2jobject, 26);
  SLOT(jobject2jobjectID, 27);
  SLOT(SuspendThreadList, 28);
  SLOT(ResumeThreadList, 29);
  return list;
}

void check_all(const std::vector<Expectation>& list) {
  for (const auto& e : list) {
    INFO(e.what);
    CHECK(e.actual == e.expected);
  }
}

// Slot types: an agent built with Sun's header calls through these.
template <typename T, typename U>
constexpr bool same = std::is_same_v<T, U>;
using I = JVMPI_Interface;
static_assert(same<decltype(I::version), jint>);
static_assert(same<decltype(I::NotifyEvent), void (*)(JVMPI_Event*)>);
static_assert(same<decltype(I::EnableEvent), jint (*)(jint, void*)>);
static_assert(same<decltype(I::DisableEvent), jint (*)(jint, void*)>);
static_assert(same<decltype(I::RequestEvent), jint (*)(jint, void*)>);
static_assert(same<decltype(I::GetCallTrace), void (*)(JVMPI_CallTrace*, jint)>);
static_assert(same<decltype(I::ProfilerExit), void (*)(jint)>);
static_assert(same<decltype(I::RawMonitorCreate), JVMPI_RawMonitor (*)(char*)>);
static_assert(same<decltype(I::RawMonitorEnter), void (*)(JVMPI_RawMonitor)>);
static_assert(same<decltype(I::RawMonitorExit), void (*)(JVMPI_RawMonitor)>);
static_assert(same<decltype(I::RawMonitorWait), void (*)(JVMPI_RawMonitor, jlong)>);
static_assert(same<decltype(I::RawMonitorNotifyAll), void (*)(JVMPI_RawMonitor)>);
static_assert(same<decltype(I::RawMonitorDestroy), void (*)(JVMPI_RawMonitor)>);
static_assert(same<decltype(I::GetCurrentThreadCpuTime), jlong (*)()>);
static_assert(same<decltype(I::SuspendThread), void (*)(JNIEnv*)>);
static_assert(same<decltype(I::ResumeThread), void (*)(JNIEnv*)>);
static_assert(same<decltype(I::GetThreadStatus), jint (*)(JNIEnv*)>);
static_assert(same<decltype(I::ThreadHasRun), jboolean (*)(JNIEnv*)>);
static_assert(same<decltype(I::CreateSystemThread), jint (*)(char*, jint, void (*)(void*))>);
static_assert(same<decltype(I::SetThreadLocalStorage), void (*)(JNIEnv*, void*)>);
static_assert(same<decltype(I::GetThreadLocalStorage), void* (*)(JNIEnv*)>);
static_assert(same<decltype(I::DisableGC), void (*)()>);
static_assert(same<decltype(I::EnableGC), void (*)()>);
static_assert(same<decltype(I::RunGC), void (*)()>);
static_assert(same<decltype(I::GetThreadObject), jobjectID (*)(JNIEnv*)>);
static_assert(same<decltype(I::GetMethodClass), jobjectID (*)(jmethodID)>);
static_assert(same<decltype(I::jobjectID2jobject), jobject (*)(jobjectID)>);
static_assert(same<decltype(I::jobject2jobjectID), jobjectID (*)(jobject)>);
static_assert(same<decltype(I::SuspendThreadList), void (*)(jint, JNIEnv**, jint*)>);
static_assert(same<decltype(I::ResumeThreadList), void (*)(jint, JNIEnv**, jint*)>);
static_assert(same<decltype(&JVM_OnLoad), jint(JNICALL*)(JavaVM*, char*, void*)>);
static_assert(same<decltype(ClassLoadHook::malloc_f), void* (*)(unsigned int)>);
static_assert(same<decltype(HeapDump::dump_level), int>);
static_assert(same<decltype(MonitorWait::timeout), jlong>);
static_assert(same<decltype(Instruction::u.if_info.is_true), jboolean>);

}  // namespace

TEST_CASE("JVMPI helper structs have the JDK 1.2-1.4 layout", "[jvmpi][abi]") {
  check_all(helper_layout());
}

TEST_CASE("JVMPI_Event and its union members have the JDK 1.4 layout", "[jvmpi][abi]") {
  check_all(event_layout());
}

TEST_CASE("JVMPI_Interface has the 30 slots of JVMPI_VERSION_1_2 in order", "[jvmpi][abi]") {
  check_all(interface_layout());
}

TEST_CASE("JVMPI constants have Sun's values", "[jvmpi][abi]") {
  CHECK(JVMPI_VERSION_1 == 0x10000001);
  CHECK(JVMPI_VERSION_1_1 == 0x10000002);
  CHECK(JVMPI_VERSION_1_2 == 0x10000003);
  static_assert(same<decltype(JVMPI_VERSION_1), jint>);

  const std::vector<std::pair<jint, jint>> events = {
      {JVMPI_EVENT_METHOD_ENTRY, 1},
      {JVMPI_EVENT_METHOD_ENTRY2, 2},
      {JVMPI_EVENT_METHOD_EXIT, 3},
      {JVMPI_EVENT_OBJECT_ALLOC, 4},
      {JVMPI_EVENT_OBJECT_FREE, 5},
      {JVMPI_EVENT_OBJECT_MOVE, 6},
      {JVMPI_EVENT_COMPILED_METHOD_LOAD, 7},
      {JVMPI_EVENT_COMPILED_METHOD_UNLOAD, 8},
      {JVMPI_EVENT_INSTRUCTION_START, 9},
      {JVMPI_EVENT_THREAD_START, 33},
      {JVMPI_EVENT_THREAD_END, 34},
      {JVMPI_EVENT_CLASS_LOAD_HOOK, 35},
      {JVMPI_EVENT_HEAP_DUMP, 37},
      {JVMPI_EVENT_JNI_GLOBALREF_ALLOC, 38},
      {JVMPI_EVENT_JNI_GLOBALREF_FREE, 39},
      {JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC, 40},
      {JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE, 41},
      {JVMPI_EVENT_CLASS_LOAD, 42},
      {JVMPI_EVENT_CLASS_UNLOAD, 43},
      {JVMPI_EVENT_DATA_DUMP_REQUEST, 44},
      {JVMPI_EVENT_DATA_RESET_REQUEST, 45},
      {JVMPI_EVENT_JVM_INIT_DONE, 46},
      {JVMPI_EVENT_JVM_SHUT_DOWN, 47},
      {JVMPI_EVENT_ARENA_NEW, 48},
      {JVMPI_EVENT_ARENA_DELETE, 49},
      {JVMPI_EVENT_OBJECT_DUMP, 50},
      {JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, 51},
      {JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED, 52},
      {JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT, 53},
      {JVMPI_EVENT_MONITOR_CONTENDED_ENTER, 54},
      {JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, 55},
      {JVMPI_EVENT_MONITOR_CONTENDED_EXIT, 56},
      {JVMPI_EVENT_MONITOR_WAIT, 57},
      {JVMPI_EVENT_MONITOR_WAITED, 58},
      {JVMPI_EVENT_MONITOR_DUMP, 59},
      {JVMPI_EVENT_GC_START, 60},
      {JVMPI_EVENT_GC_FINISH, 61},
      // The old names.
      {JVMPI_EVENT_LOAD_COMPILED_METHOD, 7},
      {JVMPI_EVENT_UNLOAD_COMPILED_METHOD, 8},
      {JVMPI_EVENT_NEW_ARENA, 48},
      {JVMPI_EVENT_DELETE_ARENA, 49},
      {JVMPI_EVENT_DUMP_DATA_REQUEST, 44},
      {JVMPI_EVENT_RESET_DATA_REQUEST, 45},
      {JVMPI_EVENT_OBJ_ALLOC, 4},
      {JVMPI_EVENT_OBJ_FREE, 5},
      {JVMPI_EVENT_OBJ_MOVE, 6},
  };
  for (auto [actual, expected] : events) {
    INFO("event " << expected);
    CHECK(actual == expected);
  }
  CHECK(JVMPI_MAX_EVENT_TYPE_VAL == 61);
  CHECK(JVMPI_REQUESTED_EVENT == 0x10000000);
  // 37 standard events in 1..61, and the C switch names exactly those.
  int standard = 0;
  for (jint e = 0; e <= 128; ++e) standard += loupe_jvmpi_c_is_standard_event(e);
  CHECK(standard == 37);
  CHECK(loupe_jvmpi_c_is_standard_event(JVMPI_EVENT_CLASS_LOAD | JVMPI_REQUESTED_EVENT) == 1);

  CHECK(JVMPI_SUCCESS == 0);
  CHECK(JVMPI_NOT_AVAILABLE == 1);
  CHECK(JVMPI_FAIL == -1);

  CHECK(JVMPI_THREAD_RUNNABLE == 1);
  CHECK(JVMPI_THREAD_MONITOR_WAIT == 2);
  CHECK(JVMPI_THREAD_CONDVAR_WAIT == 3);
  CHECK(JVMPI_THREAD_SUSPENDED == 0x8000);
  CHECK(JVMPI_THREAD_INTERRUPTED == 0x4000);

  CHECK(JVMPI_MINIMUM_PRIORITY == 1);
  CHECK(JVMPI_NORMAL_PRIORITY == 5);
  CHECK(JVMPI_MAXIMUM_PRIORITY == 10);

  CHECK(JVMPI_NORMAL_OBJECT == 0);
  CHECK(JVMPI_CLASS == 2);
  CHECK(JVMPI_BOOLEAN == 4);
  CHECK(JVMPI_CHAR == 5);
  CHECK(JVMPI_FLOAT == 6);
  CHECK(JVMPI_DOUBLE == 7);
  CHECK(JVMPI_BYTE == 8);
  CHECK(JVMPI_SHORT == 9);
  CHECK(JVMPI_INT == 10);
  CHECK(JVMPI_LONG == 11);

  CHECK(JVMPI_MONITOR_JAVA == 0x01);
  CHECK(JVMPI_MONITOR_RAW == 0x02);

  CHECK(JVMPI_GC_ROOT_UNKNOWN == 0xff);
  CHECK(JVMPI_GC_ROOT_JNI_GLOBAL == 0x01);
  CHECK(JVMPI_GC_ROOT_JNI_LOCAL == 0x02);
  CHECK(JVMPI_GC_ROOT_JAVA_FRAME == 0x03);
  CHECK(JVMPI_GC_ROOT_NATIVE_STACK == 0x04);
  CHECK(JVMPI_GC_ROOT_STICKY_CLASS == 0x05);
  CHECK(JVMPI_GC_ROOT_THREAD_BLOCK == 0x06);
  CHECK(JVMPI_GC_ROOT_MONITOR_USED == 0x07);
  CHECK(JVMPI_GC_ROOT_THREAD_OBJ == 0x08);
  CHECK(JVMPI_GC_CLASS_DUMP == 0x20);
  CHECK(JVMPI_GC_INSTANCE_DUMP == 0x21);
  CHECK(JVMPI_GC_OBJ_ARRAY_DUMP == 0x22);
  CHECK(JVMPI_GC_PRIM_ARRAY_DUMP == 0x23);

  CHECK(JVMPI_DUMP_LEVEL_0 == 0);
  CHECK(JVMPI_DUMP_LEVEL_1 == 1);
  CHECK(JVMPI_DUMP_LEVEL_2 == 2);

  // Loupe's extension sits outside the standard range.
  CHECK(LOUPE_JVMPI_EXTENSION_VERSION == 1);
  CHECK(JVMPI_EVENT_BYTECODE_SAMPLE == 100);
  CHECK(JVMPI_EVENT_BYTECODE_SAMPLE > JVMPI_MAX_EVENT_TYPE_VAL);
  CHECK(loupe_jvmpi_c_is_standard_event(JVMPI_EVENT_BYTECODE_SAMPLE) == 0);
}

TEST_CASE("A C compiler lays jvmpi.h out as C++ does", "[jvmpi][abi]") {
  CHECK(loupe_jvmpi_c_layout(0) == sizeof(JVMPI_Event));
  CHECK(loupe_jvmpi_c_layout(1) == sizeof(JVMPI_Interface));
  CHECK(loupe_jvmpi_c_layout(2) == offsetof(JVMPI_Event, u.monitor_wait.timeout));
  CHECK(loupe_jvmpi_c_layout(3) == offsetof(JVMPI_Event, u.instruction.u.lookupswitch_info.pairs_total));
  CHECK(loupe_jvmpi_c_layout(4) == offsetof(JVMPI_Event, u.class_load_hook.malloc_f));
  CHECK(loupe_jvmpi_c_layout(5) == offsetof(JVMPI_Interface, jobject2jobjectID));
  CHECK(loupe_jvmpi_c_layout(6) == sizeof(JVMPI_CallTrace));
  CHECK(loupe_jvmpi_c_layout(7) == sizeof(JVMPI_Method));
  CHECK(loupe_jvmpi_c_layout(8) == offsetof(JVMPI_Event, u.bytecode_sample.bytecodes));
  CHECK(loupe_jvmpi_c_layout(9) == offsetof(JVMPI_Event, u.bytecode_sample.last));
}
