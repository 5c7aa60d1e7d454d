// hprof's object map and young log (agents/hprof/object_map.h) against
// standard containers: the log's in-place sort (one long run with other
// entries before and after it, or none in order) and the map's insert,
// erase with backward shift, and erase_if.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

#include "agents/hprof/object_map.h"

namespace {

using hprof::EntryLog;
using hprof::ObjectMap;

// IDs as a collector hands them out: 8-byte aligned addresses.
uintptr_t address(uint64_t n) { return 0x7f0000000000u + n * 8; }

void check_log_finds_everything(const std::vector<uintptr_t>& ids) {
  EntryLog log;
  std::map<uintptr_t, uint32_t> expected;
  for (size_t i = 0; i < ids.size(); ++i) {
    log.push(ObjectMap::Entry(ids[i], 1, static_cast<uint32_t>(i), 16));
    expected[ids[i]] = static_cast<uint32_t>(i);
  }
  for (auto [id, site] : expected) {
    ObjectMap::Entry* e = log.find(id);
    REQUIRE(e != nullptr);
    CHECK(e->site == site);
    CHECK(e->arena_slot() == 1);
  }
  CHECK(log.find(address(1) + 4) == nullptr);
  std::vector<uintptr_t> sorted;
  for (const ObjectMap::Entry& e : log) sorted.push_back(e.id());
  CHECK(std::is_sorted(sorted.begin(), sorted.end()));
}

}  // namespace

TEST_CASE("hprof young log: a sorted run with entries around it", "[hprof]") {
  std::mt19937_64 random(7);
  std::vector<uintptr_t> ids;
  for (int i = 0; i < 300; ++i) ids.push_back(address(random() % 1000000));  // replayed, any order
  for (uint64_t i = 0; i < 20000; ++i) ids.push_back(address(2000000 + i * 3));  // one thread's run
  for (int i = 0; i < 200; ++i) ids.push_back(address(random() % 5000000));  // another thread's batch
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::shuffle(ids.begin(), ids.begin() + 100, random);
  SECTION("run last") {
    std::vector<uintptr_t> before(ids.begin(), ids.begin() + 100), run(ids.begin() + 100, ids.end());
    before.insert(before.end(), run.begin(), run.end());
    check_log_finds_everything(before);
  }
  SECTION("run first, rest after") {
    std::vector<uintptr_t> order(ids.begin() + 100, ids.end());
    order.insert(order.end(), ids.begin(), ids.begin() + 100);
    check_log_finds_everything(order);
  }
  SECTION("run in the middle") {
    std::vector<uintptr_t> order(ids.begin(), ids.begin() + 50);
    order.insert(order.end(), ids.begin() + 100, ids.end());
    order.insert(order.end(), ids.begin() + 50, ids.begin() + 100);
    check_log_finds_everything(order);
  }
  SECTION("no order at all") {
    std::shuffle(ids.begin(), ids.end(), random);
    check_log_finds_everything(ids);
  }
}

TEST_CASE("hprof young log: dead entries are not found, a later push re-sorts", "[hprof]") {
  EntryLog log;
  for (uint64_t i = 0; i < 1000; ++i) log.push(ObjectMap::Entry(address(i), 0, 5, 16));
  log.find(address(10))->site = EntryLog::kDead;
  CHECK(log.find(address(10)) == nullptr);
  log.push(ObjectMap::Entry(address(10), 2, 6, 24));  // the same ID again, after it died
  ObjectMap::Entry* again = log.find(address(10));
  REQUIRE(again != nullptr);
  CHECK(again->site == 6);
  CHECK(again->arena_slot() == 2);
  log.clear();
  CHECK(log.size() == 0);
  CHECK(log.find(address(11)) == nullptr);
}

TEST_CASE("hprof object map: against std::map through growth and erasure", "[hprof]") {
  ObjectMap map;
  std::map<uintptr_t, uint32_t> expected;
  std::mt19937_64 random(11);
  uint32_t replaced = 0;
  for (int round = 0; round < 50; ++round) {
    std::vector<ObjectMap::Entry> batch;
    for (int i = 0; i < 2000; ++i) {
      uintptr_t id = address(random() % 200000);
      auto site = static_cast<uint32_t>(random() % 1000);
      batch.emplace_back(id, static_cast<uint32_t>(round % 3), site, 16);
    }
    map.insert_batch(batch.data(), batch.size(), [&](const ObjectMap::Entry&) { ++replaced; });
    for (const auto& e : batch) expected[e.id()] = e.site;
    for (int i = 0; i < 500; ++i) {
      uintptr_t id = address(random() % 200000);
      ObjectMap::Entry out;
      bool erased = map.erase(id, &out);
      CHECK(erased == (expected.erase(id) == 1));
    }
  }
  CHECK(map.size() == expected.size());
  for (auto [id, site] : expected) {
    ObjectMap::Entry* e = map.find(id);
    REQUIRE(e != nullptr);
    CHECK(e->site == site);
  }
  map.erase_if([](const ObjectMap::Entry& e) { return e.arena_slot() == 1; });
  for (auto [id, site] : expected) {
    ObjectMap::Entry* e = map.find(id);
    if (e != nullptr) CHECK(e->arena_slot() != 1);
  }
  CHECK(replaced > 0);
}
