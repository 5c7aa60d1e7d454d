// -Xcheck:jvmpi's address shadow (jvmpi/address_shadow.h) against std::map:
// slots of addresses far apart and close together, chunks made on demand,
// draining one tag as an arena delete does, and claims from many threads.
#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <thread>
#include <vector>

#include "jvmpi/address_shadow.h"

namespace {

using loupe::jvmpi::check::AddressShadow;

// Addresses in two regions 40 GiB apart (two directory entries), 16 apart.
const void* address(uintptr_t n) {
  uintptr_t base = n % 2 == 0 ? 0x7f0000000000 : 0x7f0a00000000;
  return reinterpret_cast<const void*>(base + n * 16);
}

}  // namespace

TEST_CASE("address shadow: slots agree with std::map; an untouched MiB has none", "[jvmpi][address-shadow]") {
  AddressShadow shadow;
  std::map<const void*, uint32_t> model;
  std::mt19937_64 random(42);
  constexpr uintptr_t kAddresses = 200000;  // about 3 MiB per region
  for (int step = 1; step < 100000; ++step) {
    const void* a = address(random() % kAddresses);
    if (random() % 3 != 0) {
      shadow.slot(a, 1).store(static_cast<uint32_t>(step));
      model[a] = static_cast<uint32_t>(step);
    } else if (AddressShadow::Slot* slot = shadow.find(a)) {
      slot->store(0);
      model.erase(a);
    }
  }
  for (uintptr_t n = 0; n < kAddresses; ++n) {
    auto it = model.find(address(n));
    AddressShadow::Slot* slot = shadow.find(address(n));
    REQUIRE((slot != nullptr ? slot->load() : 0u) == (it != model.end() ? it->second : 0u));
  }
  REQUIRE(shadow.find(reinterpret_cast<const void*>(0x100000000)) == nullptr);
}

TEST_CASE("address shadow: draining a tag visits its slots, and others' in the same chunks", "[jvmpi][address-shadow]") {
  AddressShadow shadow;
  const char* base = reinterpret_cast<const char*>(0x7f1000000000);
  // Tag 1 in the first MiB, tag 2 in the first and second, nothing in the third.
  shadow.slot(base + 64, 1).store(11);
  shadow.slot(base + 128, 2).store(21);
  shadow.slot(base + (1 << 20) + 8, 2).store(22);
  shadow.slot(base + (2 << 20), 3).store(0);
  std::vector<uint32_t> seen;
  shadow.drain_tag(1, true, [&](AddressShadow::Slot& slot) {
    seen.push_back(slot.load());
    if (slot.load() == 11) slot.store(0);
  });
  REQUIRE(seen == std::vector<uint32_t>{11, 21});
  // Tag 1 is drained: its chunk is no longer visited for it.
  seen.clear();
  shadow.drain_tag(1, true, [&](AddressShadow::Slot& slot) { seen.push_back(slot.load()); });
  REQUIRE(seen.empty());
  shadow.drain_tag(2, true, [&](AddressShadow::Slot& slot) {
    seen.push_back(slot.load());
    slot.store(0);
  });
  REQUIRE(seen == std::vector<uint32_t>{21, 22});
}

TEST_CASE("address shadow: threads claiming the same slots agree on one winner", "[jvmpi][address-shadow]") {
  AddressShadow shadow;
  constexpr int kThreads = 4;
  constexpr uintptr_t kAddresses = 50000;
  std::vector<std::vector<uint64_t>> won(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (uintptr_t n = 0; n < kAddresses; ++n) {
        uint32_t expected = 0;
        if (shadow.slot(address(n), 1).compare_exchange_strong(expected, static_cast<uint32_t>(t + 1))) won[t].push_back(n);
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  size_t total = 0;
  for (int t = 0; t < kThreads; ++t) {
    total += won[t].size();
    for (uint64_t n : won[t]) REQUIRE(shadow.find(address(n))->load() == static_cast<uint32_t>(t + 1));
  }
  REQUIRE(total == kAddresses);
}
