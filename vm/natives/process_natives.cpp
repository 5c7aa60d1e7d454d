// loupe.internal.Processes: starting and reaping child processes for
// java.lang.ProcessBuilder and Runtime.exec. posix_spawn does the fork and
// exec (safe in a multithreaded VM: the child runs no code of ours), with
// file actions wiring the child's standard streams to pipes, inherited
// descriptors or files the Java side opened.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// How each standard stream of the child is wired (Processes.java names
// these): a pipe, this process's own stream, or a descriptor (0 or more)
// the Java side opened (files, /dev/null).
constexpr int32_t kPipe = -1;

std::vector<std::string> string_array(Object* array_object) {
  std::vector<std::string> out;
  auto* array = static_cast<ArrayObject*>(array_object);
  if (array == nullptr) return out;
  for (int32_t i = 0; i < array->length(); ++i) {
    Object* s = array->elements<Object*>()[i];
    if (s != nullptr) out.push_back(string_to_utf8(s));
  }
  return out;
}

std::vector<char*> c_strings(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// The parent's ends of the pipes it made, closed on every failure path.
struct PipeEnds {
  int fds[3][2] = {{-1, -1}, {-1, -1}, {-1, -1}};
  ~PipeEnds() {
    for (auto& pair : fds) {
      for (int fd : pair) {
        if (fd >= 0) close(fd);
      }
    }
  }
};

// Arguments: (String[] command, String[] environment or null, String
// directory or null, int[3] wiring, boolean redirectErrorStream). Answers
// int[] {pid, stdin write end, stdout read end, stderr read end} (-1 where
// there is no pipe); IOException "error=N, text" when the program cannot run.
Slot spawn_process(Thread* t, Slot* args) {
  std::vector<std::string> command = string_array(args[0].ref);
  if (command.empty()) {
    throw_new(t, "java/lang/IndexOutOfBoundsException", std::nullopt);
    return void_result();
  }
  bool inherit_environment = args[1].ref == nullptr;
  std::vector<std::string> environment = string_array(args[1].ref);
  std::string directory = args[2].ref == nullptr ? "" : string_to_utf8(args[2].ref);
  if (!check_array_range(t, args[3].ref, 0, 3)) return void_result();
  int32_t wiring[3];
  std::memcpy(wiring, static_cast<ArrayObject*>(args[3].ref)->elements<int32_t>(), sizeof wiring);
  bool error_to_output = args[4].i != 0;

  PipeEnds pipes;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  int error = 0;
  for (int stream = 0; stream < 3 && error == 0; ++stream) {
    if (stream == 2 && error_to_output) {
      posix_spawn_file_actions_adddup2(&actions, 1, 2);
    } else if (wiring[stream] == kPipe) {
      if (pipe2(pipes.fds[stream], O_CLOEXEC) != 0) error = errno;
      // The child's end: the read end for stdin, the write end otherwise.
      int child_end = pipes.fds[stream][stream == 0 ? 0 : 1];
      if (error == 0) posix_spawn_file_actions_adddup2(&actions, child_end, stream);
    } else if (wiring[stream] >= 0) {
      posix_spawn_file_actions_adddup2(&actions, wiring[stream], stream);
    }
  }
  if (!directory.empty()) posix_spawn_file_actions_addchdir_np(&actions, directory.c_str());
  std::vector<char*> argv = c_strings(command);
  std::vector<char*> envp = c_strings(environment);
  pid_t pid = -1;
  if (error == 0) {
    SafeRegion region(t);
    error = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), inherit_environment ? environ : envp.data());
  }
  posix_spawn_file_actions_destroy(&actions);
  if (error != 0) {
    throw_new(t, "java/io/IOException", "error=" + std::to_string(error) + ", " + std::strerror(error));
    return void_result();
  }
  int32_t result[4] = {pid, -1, -1, -1};
  for (int stream = 0; stream < 3; ++stream) {
    if (pipes.fds[stream][0] < 0) continue;
    int parent_end = stream == 0 ? 1 : 0;
    close(pipes.fds[stream][1 - parent_end]);
    result[stream + 1] = pipes.fds[stream][parent_end];
    pipes.fds[stream][0] = pipes.fds[stream][1] = -1;  // now the Java side's
  }
  ArrayObject* answer = new_primitive_array(t, BasicType::kInt, 4);
  if (answer == nullptr) return void_result();
  std::memcpy(answer->elements<int32_t>(), result, sizeof result);
  return ref_result(answer);
}

// The exit code as Java reports it: the status, or 128 + the signal number.
int32_t exit_code(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : 0x80 + WTERMSIG(status); }

// Blocks until the child ends; its exit code.
Slot wait_process(Thread* t, Slot* args) {
  int status = 0;
  pid_t rc;
  int error = 0;
  {
    SafeRegion region(t);
    do {
      rc = waitpid(args[0].i, &status, 0);
    } while (rc < 0 && errno == EINTR);
    if (rc < 0) error = errno;  // leaving the region may change errno
  }
  if (rc < 0) {
    throw_new(t, "java/io/IOException", std::string("waitpid failed: ") + std::strerror(error));
    return void_result();
  }
  return int_result(exit_code(status));
}

// The exit code if the child has ended (reaping it), else -1.
Slot poll_process(Thread* t, Slot* args) {
  int status = 0;
  pid_t rc = waitpid(args[0].i, &status, WNOHANG);
  if (rc == 0) return int_result(-1);
  if (rc < 0) {
    throw_new(t, "java/io/IOException", std::string("waitpid failed: ") + std::strerror(errno));
    return void_result();
  }
  return int_result(exit_code(status));
}

Slot kill_process(Thread*, Slot* args) {
  kill(args[0].i, args[1].i ? SIGKILL : SIGTERM);
  return void_result();
}

const NativeEntry kNatives[] = {
    {"loupe/internal/Processes", "spawn", "([Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[IZ)[I",
     spawn_process},
    {"loupe/internal/Processes", "waitFor", "(I)I", wait_process},
    {"loupe/internal/Processes", "poll", "(I)I", poll_process},
    {"loupe/internal/Processes", "kill", "(IZ)V", kill_process},
};

}  // namespace

std::span<const NativeEntry> process_natives() { return kNatives; }

}  // namespace loupe::vm
