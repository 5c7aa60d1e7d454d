// -Xcheck:jvmpi's crash report: a fatal signal (SIGSEGV, SIGBUS, SIGILL,
// SIGFPE) prints where it happened, the agent callback in progress if any,
// and the native stack with the agent's frames marked, then the VM dies of
// the same signal (so the exit status says which).
//
// A handler that names symbols is not async-signal-safe; it runs once, on
// a thread that is already lost, which is the usual trade of crash reports.
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>

#include "jvmpi/jvmpi_internal.h"
#include "vm/base/native_stack.h"

namespace loupe::jvmpi::check {

namespace {

constexpr int kFatalSignals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE};

void on_fatal_signal(int signo, siginfo_t* info, void*) {
  // Whatever happens next, the default action follows this handler.
  for (int s : kFatalSignals) signal(s, SIG_DFL);
  std::string out = "#\n# A fatal error has been detected by the Loupe VM:\n#\n#  ";
  out += strsignal(signo);
  char line[160];
  std::snprintf(line, sizeof line, " (signal %d) at address %p, pid=%d\n", signo, info->si_addr, getpid());
  out += line;
  if (current_event() != 0) {
    out += "#  in agent " + vm::file_name_of(agent(current_agent()).library) + ", " + calling_context() + "\n";
  }
  out += "#\n# Native stack (>> the agent's frames):\n";
  // Skip this handler's own frame; the signal frame follows.
  for (const void* pc : vm::capture_native_stack(1)) {
    vm::NativeFrame frame = vm::describe_return_address(pc);
    out += (is_agent_library(frame.library) ? "# >> " : "#    ") + vm::format_frame(frame) + "\n";
  }
  out += "#\n";
  std::fflush(stdout);
  std::fputs(out.c_str(), stderr);
  std::fflush(stderr);
  raise(signo);
}

}  // namespace

void install_crash_report() {
  struct sigaction action{};
  action.sa_sigaction = on_fatal_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_SIGINFO;
  for (int s : kFatalSignals) sigaction(s, &action, nullptr);
}

}  // namespace loupe::jvmpi::check
