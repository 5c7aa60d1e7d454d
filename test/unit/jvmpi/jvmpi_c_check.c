/* jvmpi.h as a C agent sees it: meson compiles this file as C99 with
 * -pedantic-errors, so the header must be valid C, not just C++. The
 * layout checks here fail the build; the functions let the C++ test compare
 * what a C compiler lays out with what C++ lays out. */
#include <stddef.h>

#include "jvmpi/jvmpi.h"

/* C99 has no static_assert: an array of negative size stops the build. */
#define C_CHECK(name, cond) typedef char c_check_##name[(cond) ? 1 : -1]
#define BY_MODEL(lp64, ilp32) (sizeof(void *) == 8 ? (lp64) : (ilp32))

C_CHECK(event_size, sizeof(JVMPI_Event) == BY_MODEL(88, 48));
C_CHECK(interface_size, sizeof(JVMPI_Interface) == BY_MODEL(240, 120));
C_CHECK(union_offset, offsetof(JVMPI_Event, u) == BY_MODEL(16, 8));
C_CHECK(class_id_offset, offsetof(JVMPI_Event, u.class_load.class_id) == BY_MODEL(80, 44));
C_CHECK(resume_list_offset, offsetof(JVMPI_Interface, ResumeThreadList) == BY_MODEL(232, 116));

/* Every event number in one switch: a duplicate value would not compile. */
int loupe_jvmpi_c_is_standard_event(jint type)
{
    switch (type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_METHOD_ENTRY: case JVMPI_EVENT_METHOD_ENTRY2:
    case JVMPI_EVENT_METHOD_EXIT: case JVMPI_EVENT_OBJECT_ALLOC:
    case JVMPI_EVENT_OBJECT_FREE: case JVMPI_EVENT_OBJECT_MOVE:
    case JVMPI_EVENT_COMPILED_METHOD_LOAD: case JVMPI_EVENT_COMPILED_METHOD_UNLOAD:
    case JVMPI_EVENT_INSTRUCTION_START: case JVMPI_EVENT_THREAD_START:
    case JVMPI_EVENT_THREAD_END: case JVMPI_EVENT_CLASS_LOAD_HOOK:
    case JVMPI_EVENT_HEAP_DUMP: case JVMPI_EVENT_JNI_GLOBALREF_ALLOC:
    case JVMPI_EVENT_JNI_GLOBALREF_FREE: case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC:
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE: case JVMPI_EVENT_CLASS_LOAD:
    case JVMPI_EVENT_CLASS_UNLOAD: case JVMPI_EVENT_DATA_DUMP_REQUEST:
    case JVMPI_EVENT_DATA_RESET_REQUEST: case JVMPI_EVENT_JVM_INIT_DONE:
    case JVMPI_EVENT_JVM_SHUT_DOWN: case JVMPI_EVENT_ARENA_NEW:
    case JVMPI_EVENT_ARENA_DELETE: case JVMPI_EVENT_OBJECT_DUMP:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER: case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT: case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED: case JVMPI_EVENT_MONITOR_CONTENDED_EXIT:
    case JVMPI_EVENT_MONITOR_WAIT: case JVMPI_EVENT_MONITOR_WAITED:
    case JVMPI_EVENT_MONITOR_DUMP: case JVMPI_EVENT_GC_START:
    case JVMPI_EVENT_GC_FINISH:
        return 1;
    default:
        return 0;
    }
}

/* The C compiler's view, compared with C++'s by test_jvmpi_layout.cpp. */
size_t loupe_jvmpi_c_layout(int what)
{
    switch (what) {
    case 0: return sizeof(JVMPI_Event);
    case 1: return sizeof(JVMPI_Interface);
    case 2: return offsetof(JVMPI_Event, u.monitor_wait.timeout);
    case 3: return offsetof(JVMPI_Event, u.instruction.u.lookupswitch_info.pairs_total);
    case 4: return offsetof(JVMPI_Event, u.class_load_hook.malloc_f);
    case 5: return offsetof(JVMPI_Interface, jobject2jobjectID);
    case 6: return sizeof(JVMPI_CallTrace);
    case 7: return sizeof(JVMPI_Method);
    case 8: return offsetof(JVMPI_Event, u.bytecode_sample.bytecodes);
    case 9: return offsetof(JVMPI_Event, u.bytecode_sample.last);
    default: return 0;
    }
}
