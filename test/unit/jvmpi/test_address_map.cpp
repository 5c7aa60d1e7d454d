// -Xcheck:jvmpi's address map (jvmpi/address_map.h) against std::map: inserts
// of addresses as a bump allocator hands them out, erases from the middle
// of probe runs (backward shift), erase_if as an arena delete does it, and
// growth.
#include <catch2/catch.hpp>

#include <map>
#include <random>

#include "jvmpi/address_map.h"

namespace {

using loupe::gc::Object;
using loupe::jvmpi::check::AddressMap;

Object* address(uintptr_t n) { return reinterpret_cast<Object*>(0x7f0000000000 + n * 16); }

void expect_same(const AddressMap& map, const std::map<Object*, uint64_t>& model, uintptr_t limit) {
  for (uintptr_t n = 0; n < limit; ++n) {
    auto it = model.find(address(n));
    const uint64_t* found = map.find(address(n));
    if (it == model.end()) {
      REQUIRE(found == nullptr);
    } else {
      REQUIRE(found != nullptr);
      REQUIRE(*found == it->second);
    }
  }
}

}  // namespace

TEST_CASE("address map: inserts, erases and growth agree with std::map", "[jvmpi][address-map]") {
  AddressMap map;
  std::map<Object*, uint64_t> model;
  std::mt19937_64 random(42);
  constexpr uintptr_t kAddresses = 20000;
  for (int step = 0; step < 60000; ++step) {
    uintptr_t n = random() % kAddresses;
    if (random() % 3 != 0) {
      map.insert(address(n), static_cast<uint64_t>(step));
      model[address(n)] = static_cast<uint64_t>(step);
    } else {
      std::optional<uint64_t> erased = map.erase(address(n));
      auto it = model.find(address(n));
      REQUIRE(erased.has_value() == (it != model.end()));
      if (it != model.end()) {
        REQUIRE(*erased == it->second);
        model.erase(it);
      }
    }
  }
  expect_same(map, model, kAddresses);
}

TEST_CASE("address map: erase_if keeps exactly the entries not dropped", "[jvmpi][address-map]") {
  AddressMap map;
  std::map<Object*, uint64_t> model;
  for (uintptr_t n = 0; n < 5000; ++n) {
    map.insert(address(n), n);
    model[address(n)] = n;
  }
  map.erase_if([](uint64_t value) { return value % 3 == 0; });
  std::erase_if(model, [](const auto& entry) { return entry.second % 3 == 0; });
  expect_same(map, model, 5000);
  // Still usable: new entries go in and are found.
  map.insert(address(9000), 1);
  REQUIRE(*map.find(address(9000)) == 1);
}
