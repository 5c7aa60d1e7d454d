// CreateSystemThread, and the VM's signal watcher that turns SIGQUIT into
// DATA_DUMP_REQUEST (as the JDK did) and SIGUSR2 into DATA_RESET_REQUEST
// (Loupe's trigger; the specification names none).
#include <signal.h>
#include <unistd.h>

#include "jvmpi/jvmpi_internal.h"
#include "vm/runtime/java_threads.h"

namespace loupe::jvmpi {

namespace {

int g_signal_pipe[2] = {-1, -1};

// Only async-signal-safe work here: the watcher thread does the rest.
void on_signal(int signo) {
  char code = signo == SIGQUIT ? 'q' : 'r';
  ssize_t ignored = write(g_signal_pipe[1], &code, 1);
  (void)ignored;
}

void watch_signals(void*) {
  char code;
  while (read(g_signal_pipe[0], &code, 1) == 1) {
    if (code == 'q' && enabled(JVMPI_EVENT_DATA_DUMP_REQUEST)) post_data_dump_request();
    if (code == 'r' && enabled(JVMPI_EVENT_DATA_RESET_REQUEST)) post_data_reset_request();
  }
}

}  // namespace

bool start_system_thread(const char* name, int priority, void (*fn)(void*)) {
  vm::Thread* self = vm::Thread::current();
  if (self == nullptr) return false;
  InVmScope in_vm(self);
  return vm::start_native_thread(self, name, priority, fn, nullptr);
}

void start_signal_watcher(vm::Thread* self) {
  if (pipe(g_signal_pipe) != 0) return;
  if (!vm::start_native_thread(self, "Signal Dispatcher", JVMPI_MAXIMUM_PRIORITY, watch_signals, nullptr)) return;
  struct sigaction action{};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGQUIT, &action, nullptr);
  sigaction(SIGUSR2, &action, nullptr);
}

}  // namespace loupe::jvmpi
