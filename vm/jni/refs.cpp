// References as native code holds them: local ones in the thread's handle
// area, global ones in a VM-wide table of slots, weak global ones as global
// slots holding a java.lang.ref.WeakReference (so the collectors' reference
// processing clears them with no JNI-specific code). Also the thread-state
// switch every JNI function makes, and the JNI functions of this concept.
#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <type_traits>
#include <vector>

#include "interp/interp.h"
#include "jvmpi/jvmpi.h"
#include "jvmpi/profiler.h"
#include "vm/jni/jni_internal.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/globals.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/threads.h"

namespace loupe::vm::jni {

static_assert(std::is_standard_layout_v<ThreadJni>, "a JNIEnv* must be convertible to its ThreadJni*");

ThreadJni::ThreadJni(Thread* owner) : thread(owner) { env.functions = &function_table(); }

JNIEnv* env_of(Thread* thread) { return &thread->jni.env; }

Thread* thread_of(JNIEnv* env) { return reinterpret_cast<ThreadJni*>(env)->thread; }

ThreadInVm::ThreadInVm(Thread* thread)
    : thread_(thread), entered_(thread->state.load(std::memory_order_relaxed) == ThreadState::kSafe) {
  if (entered_) threads::leave_safe(thread);
}

ThreadInVm::~ThreadInVm() {
  if (entered_) threads::enter_safe(thread_);
}

LocalRefScope::LocalRefScope(Thread* thread)
    : thread_(thread), handle_top_(thread->handles.top()), frame_depth_(thread->jni.local_frames.size()) {}

LocalRefScope::~LocalRefScope() {
  // Shrinking the handle area changes what the collector scans: do it as a VM thread.
  ThreadInVm in_vm(thread_);
  thread_->handles.reset(handle_top_);
  thread_->jni.local_frames.resize(frame_depth_);
}

jobject new_local_ref(Thread* thread, gc::Object* obj) {
  if (obj == nullptr) return nullptr;
  return reinterpret_cast<jobject>(thread->handles.allocate(obj));
}

namespace {

// Global slots in chunks that never move (their addresses are the
// references), with a free list. Changed only by running threads under the
// lock, which is never held across a safepoint, so the collector reads the
// table without it while the world is stopped.
class GlobalRefTable {
 public:
  Object** add(Object* obj) {
    std::lock_guard<std::mutex> guard(lock_);
    Object** slot;
    if (!free_.empty()) {
      slot = free_.back();
      free_.pop_back();
    } else {
      if (used_ == chunks_.size() * kChunkSize) chunks_.push_back(std::make_unique<Chunk>());
      slot = &(*chunks_[used_ / kChunkSize])[used_ % kChunkSize];
      ++used_;
    }
    *slot = obj;
    return slot;
  }

  // False when `slot` is not a live global slot (a double delete, a local
  // reference passed by mistake): nothing changes then.
  bool remove(Object** slot) {
    std::lock_guard<std::mutex> guard(lock_);
    if (!contains_locked(slot) || *slot == nullptr) return false;
    *slot = nullptr;
    free_.push_back(slot);
    return true;
  }

  bool contains(Object* const* slot) {
    std::lock_guard<std::mutex> guard(lock_);
    return contains_locked(slot) && *slot != nullptr;
  }

  template <typename Fn>
  void for_each_live(Fn&& fn) {
    for (size_t i = 0; i < used_; ++i) {
      Object** slot = &(*chunks_[i / kChunkSize])[i % kChunkSize];
      if (*slot != nullptr) fn(slot);
    }
  }

 private:
  static constexpr size_t kChunkSize = 1024;
  using Chunk = std::array<Object*, kChunkSize>;

  bool contains_locked(Object* const* slot) const {
    auto address = reinterpret_cast<uintptr_t>(slot);
    for (size_t c = 0; c < chunks_.size(); ++c) {
      auto first = reinterpret_cast<uintptr_t>(chunks_[c]->data());
      if (address >= first && address < first + sizeof(Chunk) && (address - first) % sizeof(Object*) == 0) {
        return c * kChunkSize + (address - first) / sizeof(Object*) < used_;
      }
    }
    return false;
  }

  std::mutex lock_;
  std::vector<std::unique_ptr<Chunk>> chunks_;
  size_t used_ = 0;  // slots handed out at least once
  std::vector<Object**> free_;
};

GlobalRefTable& globals() {
  static GlobalRefTable table;
  return table;
}

// Weak global references are global slots with the low bit of the address
// set (slots are 8-aligned).
constexpr uintptr_t kWeakTag = 1;

bool is_weak(jobject ref) { return (reinterpret_cast<uintptr_t>(ref) & kWeakTag) != 0; }

Object** slot_of(jobject ref) {
  return reinterpret_cast<Object**>(reinterpret_cast<uintptr_t>(ref) & ~kWeakTag);
}

Object* referent_of(Object* weak_reference) {
  return get_field<Object*>(weak_reference, the_vm().fields.reference_referent);
}

// A java.lang.ref.WeakReference to `target`, made by its constructor so that
// its queue and the collector's bookkeeping are as for any other.
Object* new_weak_reference(Thread* thread, Object* target) {
  static std::atomic<Class*> weak_class{nullptr};
  HandleScope scope(thread);
  Handle<> referent = scope.make(target);
  Class* klass = weak_class.load(std::memory_order_acquire);
  if (klass == nullptr) {
    klass = the_vm().boot_loader->load(thread, intern_symbol("java/lang/ref/WeakReference"));
    if (klass == nullptr || !ensure_initialized(thread, klass)) return nullptr;
    weak_class.store(klass, std::memory_order_release);
  }
  Method* ctor = klass->find_declared_method(sym::init, intern_symbol("(Ljava/lang/Object;)V"));
  Object* obj = new_instance(thread, klass);
  if (obj == nullptr || ctor == nullptr) return nullptr;
  Handle<> weak = scope.make(obj);
  Slot args[2];
  args[0].ref = weak.get();
  args[1].ref = referent.get();
  interp::call(thread, ctor, args, 2);
  return has_pending_exception(thread) ? nullptr : weak.get();
}

}  // namespace

gc::Object* resolve(jobject ref) {
  if (ref == nullptr) return nullptr;
  Object* held = *slot_of(ref);
  if (!is_weak(ref) || held == nullptr) return held;
  return referent_of(held);
}

jobject new_global_ref(Thread* thread, gc::Object* obj) {
  if (obj == nullptr) return nullptr;
  auto ref = reinterpret_cast<jobject>(globals().add(obj));
  if (jvmpi::enabled(JVMPI_EVENT_JNI_GLOBALREF_ALLOC)) jvmpi::post_jni_globalref_alloc(thread, obj, ref, /*weak=*/false);
  return ref;
}

void delete_global_ref(Thread* thread, jobject ref) {
  if (ref == nullptr || is_weak(ref) || !globals().contains(slot_of(ref))) return;
  if (jvmpi::enabled(JVMPI_EVENT_JNI_GLOBALREF_FREE)) jvmpi::post_jni_globalref_free(thread, ref, /*weak=*/false);
  globals().remove(slot_of(ref));
}

jweak new_weak_global_ref(Thread* thread, gc::Object* obj) {
  if (obj == nullptr) return nullptr;
  // Making the WeakReference runs Java code, which must not see an
  // exception the native code has left pending.
  HandleScope scope(thread);
  Handle<> pending = scope.make(thread->pending_exception);
  thread->pending_exception = nullptr;
  Object* weak = new_weak_reference(thread, obj);
  if (weak == nullptr) return nullptr;  // the failure is pending instead
  thread->pending_exception = pending.get();
  auto ref = reinterpret_cast<jweak>(reinterpret_cast<uintptr_t>(globals().add(weak)) | kWeakTag);
  if (jvmpi::enabled(JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC)) {
    jvmpi::post_jni_globalref_alloc(thread, referent_of(weak), ref, /*weak=*/true);
  }
  return ref;
}

void delete_weak_global_ref(Thread* thread, jweak ref) {
  if (ref == nullptr || !is_weak(ref) || !globals().contains(slot_of(ref))) return;
  if (jvmpi::enabled(JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE)) jvmpi::post_jni_globalref_free(thread, ref, /*weak=*/true);
  globals().remove(slot_of(ref));
}

void visit_global_refs(gc::RootVisitor& visitor) {
  globals().for_each_live([&](Object** slot) { visitor.visit(slot, gc::RootInfo{gc::RootKind::kGlobalHandle}); });
}

namespace {

// ---- the JNI functions ----

jint JNICALL PushLocalFrame(JNIEnv* env, jint capacity) {
  if (capacity < 0) return JNI_ERR;
  JniEntry entry(env);
  entry.thread->jni.local_frames.push_back(entry.thread->handles.top());
  return JNI_OK;
}

jobject JNICALL PopLocalFrame(JNIEnv* env, jobject result) {
  JniEntry entry(env);
  Thread* t = entry.thread;
  Object* kept = resolve(result);
  if (!t->jni.local_frames.empty()) {
    t->handles.reset(t->jni.local_frames.back());
    t->jni.local_frames.pop_back();
  }
  return new_local_ref(t, kept);
}

jint JNICALL EnsureLocalCapacity(JNIEnv*, jint capacity) { return capacity < 0 ? JNI_ERR : JNI_OK; }

jobject JNICALL NewLocalRef(JNIEnv* env, jobject ref) {
  JniEntry entry(env);
  return new_local_ref(entry.thread, resolve(ref));
}

void JNICALL DeleteLocalRef(JNIEnv* env, jobject ref) {
  if (ref == nullptr || is_weak(ref)) return;
  JniEntry entry(env);
  HandleArea& area = entry.thread->handles;
  auto slot = reinterpret_cast<Object**>(ref);
  if (!area.contains(slot)) return;
  *slot = nullptr;
  // The topmost handle can be given back; others stay, empty, until their
  // frame ends (handles below may belong to VM code's scopes).
  if (slot == area.slot_at(area.top() - 1)) area.reset(area.top() - 1);
}

jboolean JNICALL IsSameObject(JNIEnv* env, jobject a, jobject b) {
  JniEntry entry(env);
  return resolve(a) == resolve(b) ? JNI_TRUE : JNI_FALSE;
}

jobject JNICALL NewGlobalRef(JNIEnv* env, jobject ref) {
  JniEntry entry(env);
  return new_global_ref(entry.thread, resolve(ref));
}

void JNICALL DeleteGlobalRef(JNIEnv* env, jobject ref) {
  JniEntry entry(env);
  delete_global_ref(entry.thread, ref);
}

jweak JNICALL NewWeakGlobalRef(JNIEnv* env, jobject ref) {
  JniEntry entry(env);
  return new_weak_global_ref(entry.thread, resolve(ref));
}

void JNICALL DeleteWeakGlobalRef(JNIEnv* env, jweak ref) {
  JniEntry entry(env);
  delete_weak_global_ref(entry.thread, ref);
}

jobjectRefType JNICALL GetObjectRefType(JNIEnv* env, jobject ref) {
  if (ref == nullptr) return JNIInvalidRefType;
  JniEntry entry(env);
  if (globals().contains(slot_of(ref))) return is_weak(ref) ? JNIWeakGlobalRefType : JNIGlobalRefType;
  if (!is_weak(ref) && entry.thread->handles.contains(slot_of(ref))) return JNILocalRefType;
  return JNIInvalidRefType;
}

}  // namespace

void install_reference_functions(JNINativeInterface_& t) {
  t.PushLocalFrame = PushLocalFrame;
  t.PopLocalFrame = PopLocalFrame;
  t.EnsureLocalCapacity = EnsureLocalCapacity;
  t.NewLocalRef = NewLocalRef;
  t.DeleteLocalRef = DeleteLocalRef;
  t.IsSameObject = IsSameObject;
  t.NewGlobalRef = NewGlobalRef;
  t.DeleteGlobalRef = DeleteGlobalRef;
  t.NewWeakGlobalRef = NewWeakGlobalRef;
  t.DeleteWeakGlobalRef = DeleteWeakGlobalRef;
  t.GetObjectRefType = GetObjectRefType;
}

}  // namespace loupe::vm::jni
