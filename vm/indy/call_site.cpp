// Linking invokedynamic: reading the bootstrap method and its arguments from
// the constant pool and handing them to the VM's own implementation.
#include <atomic>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "interp/interp.h"
#include "vm/indy/bootstraps.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/loader.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// By the loader of the class that linked them: its classes' code points at
// them, and they go when that loader is unloaded.
struct CallSites {
  std::mutex lock;
  std::unordered_map<const ClassLoader*, std::vector<std::unique_ptr<CallSite>>> by_loader;
};

CallSites& call_sites() {
  static CallSites sites;
  return sites;
}

std::atomic<uint32_t> spun_counter{0};

}  // namespace

MethodHandleInfo method_handle_at(const BootstrapCall& call, size_t arg) {
  const CpCacheEntry& mh = call.arg(arg);
  const auto& cp = call.host->constant_pool;
  const CpCacheEntry& ref = cp[mh.first];
  const CpCacheEntry& nat = cp[ref.second];
  return {mh.handle_kind, std::string(call.utf8_at(cp[ref.first].first)), std::string(call.utf8_at(nat.first)),
          std::string(call.utf8_at(nat.second)), ref.tag == CpTag::kInterfaceMethodref};
}

std::string method_type_at(const BootstrapCall& call, size_t arg) {
  return std::string(call.utf8_at(call.arg(arg).first));
}

std::string string_at(const BootstrapCall& call, size_t arg) { return std::string(call.utf8_at(call.arg(arg).first)); }

std::string spun_class_name(const Class* host, std::string_view kind) {
  return host->name->str() + "$$" + std::string(kind) + "$" + std::to_string(++spun_counter);
}

CallSite* finish_call_site(Thread* thread, BootstrapCall& call, std::vector<uint8_t> class_bytes,
                           std::string_view target_name, std::string_view target_descriptor, bool constant) {
  Class* spun = call.host->loader->define_spun_class(thread, std::move(class_bytes), call.host);
  if (spun == nullptr) return nullptr;
  for (Method& m : spun->methods) m.hidden_in_traces = true;
  Method* target = spun->find_declared_method(intern_symbol(target_name), intern_symbol(target_descriptor));
  if (!ensure_initialized(thread, spun)) return nullptr;
  auto site = std::make_unique<CallSite>();
  site->target = target;
  if (constant) {
    Slot value = interp::call(thread, target, nullptr, 0);
    if (has_pending_exception(thread)) return nullptr;
    site->constant = value.ref;
  }
  CallSites& sites = call_sites();
  SafeLock<std::mutex> lock(thread, sites.lock);
  std::vector<std::unique_ptr<CallSite>>& own = sites.by_loader[call.host->loader];
  own.push_back(std::move(site));
  return own.back().get();
}

CallSite* link_call_site(Thread* thread, Class* from, uint16_t index) {
  CpCacheEntry& entry = from->constant_pool[index];
  if (void* linked = entry.resolved.load(std::memory_order_acquire)) return static_cast<CallSite*>(linked);
  const BootstrapMethod& bsm = from->bootstrap_methods.at(entry.first);
  const CpCacheEntry& nat = from->constant_pool[entry.second];
  BootstrapCall call{from, from->constant_pool[nat.first].utf8->view(), from->constant_pool[nat.second].utf8->view(),
                     bsm.arguments};
  BootstrapCall handle_reader{from, {}, {}, {bsm.method_handle}};
  MethodHandleInfo bootstrap = method_handle_at(handle_reader, 0);

  CallSite* site = nullptr;
  std::string_view owner = bootstrap.owner, name = bootstrap.name;
  if (owner == "java/lang/invoke/LambdaMetafactory" && (name == "metafactory" || name == "altMetafactory")) {
    site = link_lambda(thread, call, name == "altMetafactory");
  } else if (owner == "java/lang/invoke/StringConcatFactory" &&
             (name == "makeConcatWithConstants" || name == "makeConcat")) {
    site = link_string_concat(thread, call, name == "makeConcatWithConstants");
  } else if (owner == "java/lang/runtime/ObjectMethods" && name == "bootstrap") {
    site = link_object_method(thread, call);
  } else {
    throw_new(thread, "java/lang/BootstrapMethodError",
              "Loupe does not implement the bootstrap method " + internal_to_binary_name(owner) + "." +
                  std::string(name));
    return nullptr;
  }
  if (site == nullptr) {
    // JVMS 5.4.3.6: anything but an Error becomes a BootstrapMethodError.
    if (!pending_exception_is(thread, "java/lang/Error")) {
      Object* cause = thread->pending_exception;
      thread->pending_exception = nullptr;
      throw_new_with_cause(thread, "java/lang/BootstrapMethodError", "bootstrap method initialization exception", cause);
    }
    return nullptr;
  }
  // Two threads may link the same site at once; the first one's result stands.
  void* expected = nullptr;
  if (!entry.resolved.compare_exchange_strong(expected, site, std::memory_order_acq_rel)) {
    return static_cast<CallSite*>(expected);
  }
  return site;
}

void visit_call_site_roots(gc::RootVisitor& visitor, const std::function<bool(const ClassLoader&)>& which) {
  for (auto& [loader, sites] : call_sites().by_loader) {
    if (!which(*loader)) continue;
    for (auto& site : sites) {
      if (site->constant != nullptr) visitor.visit(&site->constant, gc::RootInfo{gc::RootKind::kVmInternal});
    }
  }
}

void forget_call_sites(const ClassLoader* loader) { call_sites().by_loader.erase(loader); }

}  // namespace loupe::vm
