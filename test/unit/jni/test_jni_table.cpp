// The JNI function table and what needs no running VM: every slot is set,
// an unimplemented one aborts naming itself, native-method name mangling,
// and the invocation interface seen from a thread the VM does not know.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstring>
#include <string>
#include <thread>

#include "vm/jni/jni_env.h"

using loupe::vm::jni::function_table;
using loupe::vm::jni::java_vm;
using loupe::vm::jni::mangle;

TEST_CASE("every JNI function slot is set and the reserved ones are null", "[jni]") {
  const JNINativeInterface_& table = function_table();
  CHECK(table.reserved0 == nullptr);
  CHECK(table.reserved1 == nullptr);
  CHECK(table.reserved2 == nullptr);
  CHECK(table.reserved3 == nullptr);
  // The functions follow the four reserved pointers to the end of the struct.
  const auto* slots = reinterpret_cast<void* const*>(&table);
  size_t count = sizeof(JNINativeInterface_) / sizeof(void*);
  CHECK(count == 4 + 230);  // JDK 17: GetVersion to GetModule
  for (size_t i = 4; i < count; ++i) {
    INFO("slot " << i);
    CHECK(slots[i] != nullptr);
  }
  CHECK(table.GetVersion(nullptr) == JNI_VERSION_10);
}

TEST_CASE("an unimplemented JNI function aborts with a message naming it", "[jni]") {
  int pipe_fds[2];
  REQUIRE(pipe(pipe_fds) == 0);
  pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    dup2(pipe_fds[1], STDERR_FILENO);
    close(pipe_fds[0]);
    function_table().GetModule(nullptr, nullptr);
    _exit(0);  // not reached: the stub aborts
  }
  close(pipe_fds[1]);
  std::string err;
  char buf[256];
  for (ssize_t n; (n = read(pipe_fds[0], buf, sizeof buf)) > 0;) err.append(buf, static_cast<size_t>(n));
  close(pipe_fds[0]);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGABRT);
  CHECK(err == "Loupe: JNI function GetModule is not implemented\n");
}

TEST_CASE("native method names are mangled as the JNI specification says", "[jni]") {
  CHECK(mangle("java/lang/String") == "java_lang_String");
  CHECK(mangle("my_method") == "my_1method");
  CHECK(mangle("Outer$Inner") == "Outer_00024Inner");
  CHECK(mangle("[Ljava/lang/Object;I") == "_3Ljava_lang_Object_2I");
  CHECK(mangle("caf\xc3\xa9") == "caf_000e9");                    // é, as modified UTF-8
  CHECK(mangle("\xe4\xb8\x96") == "_04e16");                       // a CJK character
  CHECK(mangle("\xed\xa0\xbd\xed\xb8\x80") == "_0d83d_0de00");    // a supplementary character: two surrogates
}

TEST_CASE("the invocation interface from a thread the VM does not know", "[jni]") {
  JavaVM* vm = java_vm();
  REQUIRE(vm != nullptr);
  CHECK(vm->functions->reserved0 == nullptr);
  jint get_env = 0, detach = 0;
  void* env = &get_env;
  std::thread([&] {
    get_env = vm->GetEnv(&env, JNI_VERSION_1_8);
    detach = vm->DetachCurrentThread();
  }).join();
  CHECK(get_env == JNI_EDETACHED);
  CHECK(env == nullptr);
  CHECK(detach == JNI_OK);
}
