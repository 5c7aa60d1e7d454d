// The class-file parser. Errors are thrown as ParseFailure inside and turned
// into a ClassFileError at the top: a malformed file is a cold path, and
// exceptions keep every read below free of error plumbing.
#include <cstdio>
#include <cstring>
#include <set>
#include <utility>

#include "vm/base/mutf8.h"
#include "vm/classfile/class_file.h"
#include "vm/classfile/class_file_internal.h"
#include "vm/classfile/descriptors.h"

namespace loupe::vm {

const char* cp_tag_name(CpTag tag) {
  switch (tag) {
    case CpTag::kUtf8: return "Utf8";
    case CpTag::kInteger: return "Integer";
    case CpTag::kFloat: return "Float";
    case CpTag::kLong: return "Long";
    case CpTag::kDouble: return "Double";
    case CpTag::kClass: return "Class";
    case CpTag::kString: return "String";
    case CpTag::kFieldref: return "Fieldref";
    case CpTag::kMethodref: return "Methodref";
    case CpTag::kInterfaceMethodref: return "InterfaceMethodref";
    case CpTag::kNameAndType: return "NameAndType";
    case CpTag::kMethodHandle: return "MethodHandle";
    case CpTag::kMethodType: return "MethodType";
    case CpTag::kDynamic: return "Dynamic";
    case CpTag::kInvokeDynamic: return "InvokeDynamic";
    case CpTag::kModule: return "Module";
    case CpTag::kPackage: return "Package";
    case CpTag::kInvalid: break;
  }
  return "invalid";
}

namespace {

constexpr uint16_t kAccPublic = 0x0001;
constexpr uint16_t kAccPrivate = 0x0002;
constexpr uint16_t kAccProtected = 0x0004;
constexpr uint16_t kAccStatic = 0x0008;
constexpr uint16_t kAccFinal = 0x0010;
constexpr uint16_t kAccSynchronized = 0x0020;
constexpr uint16_t kAccVolatile = 0x0040;
constexpr uint16_t kAccBridge = 0x0040;
constexpr uint16_t kAccTransient = 0x0080;
constexpr uint16_t kAccNative = 0x0100;
constexpr uint16_t kAccInterface = 0x0200;
constexpr uint16_t kAccAbstract = 0x0400;
constexpr uint16_t kAccStrict = 0x0800;
constexpr uint16_t kAccAnnotation = 0x2000;
constexpr uint16_t kAccEnum = 0x4000;
constexpr uint16_t kAccModule = 0x8000;

// Bounds-checked big-endian reads.
class Reader {
 public:
  explicit Reader(std::span<const uint8_t> bytes) : bytes_(bytes) {}

  uint8_t u1() {
    need(1);
    return bytes_[pos_++];
  }
  uint16_t u2() {
    need(2);
    uint16_t v = read_u2(&bytes_[pos_]);
    pos_ += 2;
    return v;
  }
  uint32_t u4() {
    need(4);
    uint32_t v = static_cast<uint32_t>(read_s4(&bytes_[pos_]));
    pos_ += 4;
    return v;
  }
  std::span<const uint8_t> bytes(size_t n) {
    need(n);
    auto s = bytes_.subspan(pos_, n);
    pos_ += n;
    return s;
  }
  size_t position() const { return pos_; }
  bool at_end() const { return pos_ == bytes_.size(); }

 private:
  void need(size_t n) {
    if (bytes_.size() - pos_ < n) {
      throw ParseFailure{ClassFileErrorKind::kClassFormat, "Truncated class file"};
    }
  }
  std::span<const uint8_t> bytes_;
  size_t pos_ = 0;
};

class Parser {
 public:
  Parser(std::span<const uint8_t> bytes, std::string_view name_hint)
      : class_name_(name_hint), in_(bytes) {}

  std::unique_ptr<ClassFile> parse() {
    cf_ = std::make_unique<ClassFile>();
    uint32_t magic = in_.u4();
    if (magic != 0xCAFEBABE) {
      fail("Incompatible magic value " + std::to_string(magic));
    }
    cf_->minor_version = in_.u2();
    cf_->major_version = in_.u2();
    check_version();
    parse_constant_pool();
    check_constant_pool();
    cf_->access_flags = in_.u2();
    uint16_t this_index = in_.u2();
    cf_->this_name = class_name(this_index, "Invalid this class index %u in constant pool");
    if (cf_->this_name->starts_with('[')) fail("Bad class name");
    class_name_ = cf_->this_name->str();
    check_class_flags();
    uint16_t super_index = in_.u2();
    if (super_index != 0) {
      cf_->super_name = class_name(super_index, "Invalid superclass index %u");
      if (cf_->super_name->starts_with('[')) fail("Bad superclass name");
    } else if (cf_->this_name != sym::object) {
      fail("Invalid superclass index 0");
    }
    uint16_t interface_count = in_.u2();
    for (uint16_t i = 0; i < interface_count; ++i) {
      const Symbol* name = class_name(in_.u2(), "Interface name has bad constant pool index %u");
      if (name->starts_with('[')) fail("Bad interface name");
      for (const Symbol* seen : cf_->interface_names) {
        if (seen == name) fail("Duplicate interface name \"" + name->str() + "\"");
      }
      cf_->interface_names.push_back(name);
    }
    parse_fields();
    parse_methods();
    if ((cf_->access_flags & kAccInterface) && cf_->super_name != sym::object) {
      fail("Interfaces must have java.lang.Object as superclass");
    }
    parse_class_attributes();
    if (!in_.at_end()) fail_as_is("Extra bytes at the end of class file " + class_name_);
    check_bootstrap_references();
    for (MethodInfo& m : cf_->methods) {
      if (m.code) check_code(*cf_, m, class_name_);
    }
    return std::move(cf_);
  }

  const std::string& class_name() const { return class_name_; }

 private:
  // Most of HotSpot's ClassFormatError messages end "in class file <name>".
  [[noreturn]] void fail(const std::string& message) {
    throw ParseFailure{ClassFileErrorKind::kClassFormat, message + " in class file " + class_name_};
  }

  // The others (they say "in class <name>" inside, or nothing).
  [[noreturn]] void fail_as_is(const std::string& message) {
    throw ParseFailure{ClassFileErrorKind::kClassFormat, message};
  }

  // "Field "f" in class X has illegal signature "Q"": a bad descriptor, in a
  // member or in a constant naming one.
  [[noreturn]] void fail_signature(const char* kind, std::string_view name, std::string_view descriptor) {
    fail_as_is(std::string(kind) + " \"" + std::string(name) + "\" in class " + class_name_ +
               " has illegal signature \"" + std::string(descriptor) + "\"");
  }

  [[noreturn]] void fail_name(const char* kind, std::string_view name) {
    fail_as_is(std::string("Illegal ") + kind + " name \"" + std::string(name) + "\" in class " + class_name_);
  }

  // `message` with its "%u" replaced by `index`.
  static std::string with_index(std::string_view message, unsigned index) {
    std::string text(message);
    size_t at = text.find("%u");
    if (at != std::string::npos) text.replace(at, 2, std::to_string(index));
    return text;
  }

  // HotSpot's UnsupportedClassVersionError messages, by what is wrong.
  void check_version() {
    uint16_t major = cf_->major_version, minor = cf_->minor_version;
    std::string name = class_name_.empty() ? std::string("class") : class_name_;
    std::string version = std::to_string(major) + "." + std::to_string(minor);
    auto unsupported = [](const std::string& message) {
      throw ParseFailure{ClassFileErrorKind::kUnsupportedVersion, message};
    };
    if (major > kMaxSupportedMajor) {
      unsupported(name + " has been compiled by a more recent version of the Java Runtime (class file version " +
                  version + "), this version of the Java Runtime only recognizes class file versions up to " +
                  std::to_string(kMaxSupportedMajor) + ".0");
    }
    if (major < kMinSupportedMajor) {
      unsupported(name + " (class file version " + version + ") was compiled with an invalid major version");
    }
    if (major >= 56 && minor != 0 && minor != 0xFFFF) {
      unsupported(name + " (class file version " + version + ") was compiled with an invalid non-zero minor version");
    }
    if (major >= 56 && minor == 0xFFFF) {
      if (major == kMaxSupportedMajor) {
        unsupported("Preview features are not enabled for " + name + " (class file version " + version +
                    "). Try running with '--enable-preview'");
      }
      unsupported(name + " (class file version " + version +
                  ") was compiled with preview features that are unsupported. This version of the Java Runtime "
                  "only recognizes preview features for class file version " +
                  std::to_string(kMaxSupportedMajor) + ".65535");
    }
  }

  // ---- constant pool ------------------------------------------------------

  void parse_constant_pool() {
    uint16_t count = in_.u2();
    if (count == 0) fail("Illegal constant pool size 0");
    auto& cp = cf_->constant_pool;
    cp.resize(count);
    for (uint16_t i = 1; i < count; ++i) {
      CpEntry& e = cp[i];
      uint8_t tag = in_.u1();
      switch (tag) {
        case 1: {
          uint16_t len = in_.u2();
          auto bytes = in_.bytes(len);
          std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
          if (!is_valid_mutf8(text)) fail("Illegal UTF8 string in constant pool");
          e.utf8 = intern_symbol(text);
          break;
        }
        case 3: e.int_value = static_cast<int32_t>(in_.u4()); break;
        case 4: {
          uint32_t bits = in_.u4();
          std::memcpy(&e.float_value, &bits, 4);
          break;
        }
        case 5:
        case 6: {
          uint64_t hi = in_.u4(), lo = in_.u4();
          uint64_t bits = (hi << 32) | lo;
          std::memcpy(&e.long_value, &bits, 8);
          if (i + 1 >= count) fail("Invalid constant pool entry " + std::to_string(i));
          e.tag = static_cast<CpTag>(tag);
          ++i;  // the next slot is unusable (JVMS 4.4.5)
          continue;
        }
        case 7: case 8: case 16: case 19: case 20:
          e.index.first = in_.u2();
          break;
        case 9: case 10: case 11: case 12: case 17: case 18:
          e.index.first = in_.u2();
          e.index.second = in_.u2();
          break;
        case 15:
          e.handle.kind = static_cast<RefKind>(in_.u1());
          e.handle.reference = in_.u2();
          break;
        default:
          fail("Unknown constant tag " + std::to_string(tag));
      }
      e.tag = static_cast<CpTag>(tag);
      check_tag_allowed(e.tag);
    }
  }

  void check_tag_allowed(CpTag tag) {
    uint16_t major = cf_->major_version;
    bool ok = true;
    switch (tag) {
      case CpTag::kMethodHandle: case CpTag::kMethodType: case CpTag::kInvokeDynamic:
        ok = major >= 51;
        break;
      case CpTag::kDynamic: ok = major >= 55; break;
      case CpTag::kModule: case CpTag::kPackage: ok = major >= 53; break;
      default: break;
    }
    if (!ok) fail("Class file version does not support constant tag " + std::to_string(static_cast<int>(tag)));
  }

  // The entry at `index`, which must exist and have `tag`. HotSpot words a
  // bad reference differently for each place it comes from: `message` is
  // that wording, with "%u" where the index goes.
  const CpEntry& entry(uint16_t index, CpTag tag, std::string_view message) {
    auto& cp = cf_->constant_pool;
    if (index == 0 || index >= cp.size() || cp[index].tag != tag) fail(with_index(message, index));
    return cp[index];
  }

  static constexpr std::string_view kBadIndex = "Invalid constant pool index %u";

  const Symbol* utf8(uint16_t index, std::string_view message) { return entry(index, CpTag::kUtf8, message).utf8; }

  const Symbol* class_name(uint16_t index, std::string_view message) {
    return cf_->utf8_at(entry(index, CpTag::kClass, message).index.first);
  }

  // Cross-references between entries, checked once all entries are read:
  // first the entries that name only Utf8 entries, then those that name
  // Class and NameAndType entries, which may come later in the pool and must
  // be checked before they are read through.
  void check_constant_pool() {
    check_constant_pool_entries(false);
    check_constant_pool_entries(true);
  }

  static bool names_other_entries(CpTag tag) {
    switch (tag) {
      case CpTag::kFieldref: case CpTag::kMethodref: case CpTag::kInterfaceMethodref:
      case CpTag::kDynamic: case CpTag::kInvokeDynamic: case CpTag::kMethodHandle:
        return true;
      default:
        return false;
    }
  }

  void check_constant_pool_entries(bool naming_other_entries) {
    auto& cp = cf_->constant_pool;
    for (size_t i = 1; i < cp.size(); ++i) {
      const CpEntry& e = cp[i];
      if (names_other_entries(e.tag) != naming_other_entries) continue;
      switch (e.tag) {
        case CpTag::kClass: {
          const Symbol* name = utf8(e.index.first, kBadIndex);
          if (!is_valid_class_name(name->view(), true)) fail("Illegal class name \"" + name->str() + "\"");
          break;
        }
        case CpTag::kString: case CpTag::kModule: case CpTag::kPackage:
          utf8(e.index.first, kBadIndex);
          break;
        case CpTag::kMethodType:
        {
          std::string_view desc = utf8(e.index.first, kBadIndex)->view();
          if (!is_valid_method_descriptor(desc)) fail_signature("Method", "type", desc);
        }
          break;
        case CpTag::kNameAndType:
          utf8(e.index.first, kBadIndex);
          utf8(e.index.second, kBadIndex);
          break;
        case CpTag::kFieldref: case CpTag::kMethodref: case CpTag::kInterfaceMethodref:
          check_member_ref(e);
          break;
        case CpTag::kDynamic: case CpTag::kInvokeDynamic: {
          const CpEntry& nat = entry(e.index.second, CpTag::kNameAndType, kBadIndex);
          std::string_view name = cf_->utf8_at(nat.index.first)->view();
          std::string_view desc = cf_->utf8_at(nat.index.second)->view();
          if (e.tag == CpTag::kDynamic && !is_valid_field_descriptor(desc)) fail_signature("Field", name, desc);
          if (e.tag == CpTag::kInvokeDynamic && !is_valid_method_descriptor(desc)) fail_signature("Method", name, desc);
          break;
        }
        case CpTag::kMethodHandle:
          check_method_handle(e, i);
          break;
        default:
          break;
      }
    }
  }

  void check_member_ref(const CpEntry& e) {
    class_name(e.index.first, kBadIndex);
    const CpEntry& nat = entry(e.index.second, CpTag::kNameAndType, kBadIndex);
    std::string_view name = cf_->utf8_at(nat.index.first)->view();
    std::string_view desc = cf_->utf8_at(nat.index.second)->view();
    if (e.tag == CpTag::kFieldref) {
      if (!is_valid_field_name(name)) fail_name("field", name);
      if (!is_valid_field_descriptor(desc)) fail_signature("Field", name, desc);
    } else {
      // A special name other than <init> is refused by its index.
      if (name.starts_with('<') && name != "<init>") {
        fail(with_index("Bad method name at constant pool index %u", nat.index.first));
      }
      if (!is_valid_method_name(name)) fail_name("method", name);
      if (!is_valid_method_descriptor(desc)) fail_signature("Method", name, desc);
      if (name == "<init>" && desc.back() != 'V') fail_signature("Method", name, desc);
    }
  }

  void check_method_handle(const CpEntry& e, size_t index) {
    auto kind = static_cast<int>(e.handle.kind);
    if (kind < 1 || kind > 9) fail(with_index("Bad method handle kind at constant pool index %u", static_cast<unsigned>(index)));
    auto& cp = cf_->constant_pool;
    uint16_t ref = e.handle.reference;
    if (ref == 0 || ref >= cp.size()) fail(with_index(kBadIndex, ref));
    CpTag tag = cp[ref].tag;
    // HotSpot says what the reference should have been after the file name.
    const char* expected = nullptr;
    if (kind <= 4) {
      if (tag != CpTag::kFieldref) expected = "a field";
    } else if (kind == 5 || kind == 8) {
      if (tag != CpTag::kMethodref) expected = "a method";
    } else if (kind == 9) {
      if (tag != CpTag::kInterfaceMethodref) expected = "an interface method";
    } else if (tag != CpTag::kMethodref && !(cf_->major_version >= 52 && tag == CpTag::kInterfaceMethodref)) {
      expected = "a method";
    }
    if (expected != nullptr) {
      fail_as_is(with_index(kBadIndex, ref) + " in class file " + class_name_ + " (not " + expected + ")");
    }
  }

  void check_bootstrap_references() {
    for (const CpEntry& e : cf_->constant_pool) {
      if ((e.tag == CpTag::kDynamic || e.tag == CpTag::kInvokeDynamic) &&
          e.index.first >= cf_->bootstrap_methods.size()) {
        fail(has_bootstrap_methods_ ? "Short length on BootstrapMethods" : "Missing BootstrapMethods attribute");
      }
    }
  }

  // ---- class, fields and methods -----------------------------------------

  void check_class_flags() {
    uint16_t f = cf_->access_flags;
    bool is_interface = f & kAccInterface;
    bool bad = false;
    if (f & kAccModule) bad = true;
    if (is_interface) {
      bad |= !(f & kAccAbstract) || (f & (kAccFinal | kAccEnum)) != 0;
    } else {
      bad |= (f & kAccAnnotation) != 0 || ((f & kAccFinal) && (f & kAccAbstract));
    }
    if (bad) fail_as_is("Illegal class modifiers in class " + class_name_ + ": 0x" + hex(f));
  }

  static std::string hex(unsigned v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%X", v);
    return buf;
  }

  void parse_fields() {
    uint16_t count = in_.u2();
    std::set<std::pair<const Symbol*, const Symbol*>> seen;
    bool in_interface = cf_->access_flags & kAccInterface;
    for (uint16_t i = 0; i < count; ++i) {
      FieldInfo f;
      f.access_flags = in_.u2();
      f.name = utf8(in_.u2(), "Invalid constant pool index %u for field name");
      f.descriptor = utf8(in_.u2(), "Invalid constant pool index %u for field signature");
      if (!is_valid_field_name(f.name->view())) fail_name("field", f.name->view());
      if (!is_valid_field_descriptor(f.descriptor->view())) fail_signature("Field", f.name->view(), f.descriptor->view());
      check_field_flags(f.access_flags, in_interface);
      if (!seen.insert({f.name, f.descriptor}).second) {
        fail("Duplicate field name \"" + f.name->str() + "\" with signature \"" + dotted(f.descriptor) + "\"");
      }
      parse_field_attributes(f);
      cf_->fields.push_back(f);
    }
  }

  void check_field_flags(uint16_t f, bool in_interface) {
    int visibility = ((f & kAccPublic) != 0) + ((f & kAccPrivate) != 0) + ((f & kAccProtected) != 0);
    bool bad = visibility > 1 || ((f & kAccFinal) && (f & kAccVolatile));
    if (in_interface) {
      bad |= (f & (kAccPublic | kAccStatic | kAccFinal)) != (kAccPublic | kAccStatic | kAccFinal);
      bad |= (f & (kAccPrivate | kAccProtected | kAccVolatile | kAccTransient)) != 0;
    }
    if (bad) fail_as_is("Illegal field modifiers in class " + class_name_ + ": 0x" + hex(f));
  }

  void parse_field_attributes(FieldInfo& f) {
    uint16_t count = in_.u2();
    for (uint16_t i = 0; i < count; ++i) {
      const Symbol* name = utf8(in_.u2(), kBadAttributeName);
      uint32_t length = in_.u4();
      if (name->view() == "ConstantValue" && (f.access_flags & kAccStatic)) {
        if (length != 2) fail("Invalid ConstantValue field attribute length " + std::to_string(length));
        if (f.constant_value != 0) fail("Duplicate ConstantValue attribute");
        f.constant_value = in_.u2();
        check_constant_value(f);
      } else if (name->view() == "Signature") {
        if (length != 2) fail("Wrong size " + std::to_string(length) + " for field's Signature attribute");
        f.signature = utf8(in_.u2(), kBadSignatureIndex);
      } else if (name->view() == "RuntimeVisibleAnnotations" && cf_->major_version >= 49) {
        f.annotations = raw(length, !f.annotations.empty(), "RuntimeVisibleAnnotations", "field");
      } else {
        in_.bytes(length);
      }
    }
  }

  void check_constant_value(const FieldInfo& f) {
    auto& cp = cf_->constant_pool;
    if (f.constant_value == 0 || f.constant_value >= cp.size()) {
      fail("Bad initial value index " + std::to_string(f.constant_value) + " in ConstantValue attribute");
    }
    CpTag tag = cp[f.constant_value].tag;
    std::string_view d = f.descriptor->view();
    bool ok = false;
    switch (d[0]) {
      case 'J': ok = tag == CpTag::kLong; break;
      case 'F': ok = tag == CpTag::kFloat; break;
      case 'D': ok = tag == CpTag::kDouble; break;
      case 'B': case 'C': case 'I': case 'S': case 'Z': ok = tag == CpTag::kInteger; break;
      default: ok = d == "Ljava/lang/String;" && tag == CpTag::kString; break;
    }
    if (!ok) fail("Inconsistent constant value type");
  }

  void parse_methods() {
    uint16_t count = in_.u2();
    std::set<std::pair<const Symbol*, const Symbol*>> seen;
    for (uint16_t i = 0; i < count; ++i) {
      MethodInfo m;
      m.access_flags = in_.u2();
      m.name = utf8(in_.u2(), "Illegal constant pool index %u for method name");
      m.descriptor = utf8(in_.u2(), "Illegal constant pool index %u for method signature");
      if (!is_valid_method_name(m.name->view())) fail_name("method", m.name->view());
      bool special = m.name == sym::init || m.name == sym::clinit;
      if (!is_valid_method_descriptor(m.descriptor->view()) || (special && !m.descriptor->view().ends_with(")V")) ||
          (m.name == sym::clinit && m.descriptor != sym::void_sig && cf_->major_version >= 51)) {
        fail_signature("Method", m.name->view(), m.descriptor->view());
      }
      check_method_flags(m);
      if (!seen.insert({m.name, m.descriptor}).second) {
        fail("Duplicate method name \"" + m.name->str() + "\" with signature \"" + dotted(m.descriptor) + "\"");
      }
      parse_method_attributes(m);
      bool needs_code = !(m.access_flags & (kAccAbstract | kAccNative));
      if (needs_code && !m.code) fail("Absent Code attribute in method that is not native or abstract");
      if (!needs_code && m.code) fail("Code attribute in native or abstract methods");
      cf_->methods.push_back(std::move(m));
    }
  }

  void check_method_flags(const MethodInfo& m) {
    uint16_t f = m.access_flags;
    int visibility = ((f & kAccPublic) != 0) + ((f & kAccPrivate) != 0) + ((f & kAccProtected) != 0);
    bool bad = visibility > 1;
    bool is_init = m.name == sym::init;
    if (m.name == sym::clinit) {
      // Only ACC_STATIC matters for <clinit> in version 51+; older files may say anything.
      if (cf_->major_version >= 51 && !(f & kAccStatic)) fail("Method <clinit> is not static");
      return;
    }
    if (f & kAccAbstract) {
      bad |= (f & (kAccPrivate | kAccStatic | kAccFinal | kAccNative | kAccSynchronized)) != 0;
      // strictfp meant something from version 46 until Java 17 made it the rule.
      if (cf_->major_version >= 46 && cf_->major_version <= 60) bad |= (f & kAccStrict) != 0;
    }
    if (cf_->access_flags & kAccInterface) {
      if (cf_->major_version < 52) {
        bad |= (f & (kAccPublic | kAccAbstract)) != (kAccPublic | kAccAbstract);
      } else {
        bad |= (f & (kAccProtected | kAccFinal | kAccSynchronized | kAccNative)) != 0;
        bad |= !(f & (kAccPublic | kAccPrivate));
      }
      bad |= is_init;
    } else if (is_init) {
      bad |= (f & (kAccStatic | kAccFinal | kAccSynchronized | kAccNative | kAccAbstract | kAccBridge)) != 0;
    }
    if (bad) fail_as_is("Method " + m.name->str() + " in class " + class_name_ + " has illegal modifiers: 0x" + hex(f));
  }

  void parse_method_attributes(MethodInfo& m) {
    uint16_t count = in_.u2();
    bool seen_exceptions = false;
    for (uint16_t i = 0; i < count; ++i) {
      const Symbol* name = utf8(in_.u2(), kBadAttributeName);
      uint32_t length = in_.u4();
      size_t start = in_.position();
      std::string_view n = name->view();
      if (n == "Code") {
        if (m.code) fail("Multiple Code attributes");
        m.code = parse_code(length);
      } else if (n == "Exceptions") {
        if (seen_exceptions) fail("Multiple Exceptions attributes");
        seen_exceptions = true;
        uint16_t exception_count = in_.u2();
        for (uint16_t k = 0; k < exception_count; ++k) {
          uint16_t index = in_.u2();
          class_name(index, "Exception name has bad type at constant pool %u");
          m.checked_exceptions.push_back(index);
        }
      } else if (n == "Signature") {
        if (length != 2) fail("Invalid Signature attribute length " + std::to_string(length));
        m.signature = utf8(in_.u2(), kBadSignatureIndex);
      } else if (n == "RuntimeVisibleAnnotations" && cf_->major_version >= 49) {
        m.annotations = raw(length, !m.annotations.empty(), n, "method");
      } else if (n == "RuntimeVisibleParameterAnnotations" && cf_->major_version >= 49) {
        m.parameter_annotations = raw(length, !m.parameter_annotations.empty(), n, "method");
      } else if (n == "AnnotationDefault" && cf_->major_version >= 49) {
        m.annotation_default = raw(length, !m.annotation_default.empty(), n, "method");
      } else if (n == "MethodParameters" && cf_->major_version >= 52) {
        parse_method_parameters(m, length);
      } else {
        in_.bytes(length);
      }
      if (in_.position() - start != length) {
        fail(n == "Code" ? std::string("Code segment has wrong length") : name->str() + " attribute has wrong length");
      }
    }
  }

  // An attribute's body, for reflection to read later. Two of one kind on
  // one member are a ClassFormatError ("Multiple <name> attributes for
  // <what>"), as in HotSpot.
  std::vector<uint8_t> raw(uint32_t length, bool duplicate, std::string_view name = {}, std::string_view what = {}) {
    if (duplicate) fail("Multiple " + std::string(name) + " attributes for " + std::string(what));
    auto bytes = in_.bytes(length);
    return {bytes.begin(), bytes.end()};
  }

  void parse_method_parameters(MethodInfo& m, uint32_t length) {
    if (m.parameters) fail("Multiple MethodParameters attributes for method");
    // HotSpot's message names no class here.
    if (length == 0) fail_as_is("Invalid MethodParameters method attribute length 0 in class file");
    uint8_t count = in_.u1();
    if (uint32_t{count} * 4 + 1 != length) {
      fail_as_is("Invalid MethodParameters method attribute length " + std::to_string(length) + " in class file");
    }
    std::vector<MethodParameterInfo> parameters;
    for (uint8_t i = 0; i < count; ++i) {
      uint16_t name_index = in_.u2();
      const Symbol* name = name_index == 0 ? nullptr : utf8(name_index, "Invalid MethodParameters name index %u");
      parameters.push_back({name, in_.u2()});
    }
    m.parameters = std::move(parameters);
  }

  CodeAttribute parse_code(uint32_t attribute_length) {
    size_t start = in_.position();
    CodeAttribute code;
    code.max_stack = in_.u2();
    code.max_locals = in_.u2();
    uint32_t code_length = in_.u4();
    if (code_length == 0 || code_length > 65535) fail("Invalid method Code length " + std::to_string(code_length));
    auto bytes = in_.bytes(code_length);
    code.code.assign(bytes.begin(), bytes.end());
    uint16_t handler_count = in_.u2();
    for (uint16_t i = 0; i < handler_count; ++i) {
      ExceptionHandler h{in_.u2(), in_.u2(), in_.u2(), in_.u2()};
      if (h.catch_type != 0) class_name(h.catch_type, "Catch type in exception table has bad constant type");
      code.handlers.push_back(h);
    }
    uint16_t attribute_count = in_.u2();
    for (uint16_t i = 0; i < attribute_count; ++i) {
      const Symbol* name = utf8(in_.u2(), kBadAttributeName);
      uint32_t length = in_.u4();
      size_t attr_start = in_.position();
      std::string_view n = name->view();
      if (n == "LineNumberTable") {
        uint16_t entries = in_.u2();
        for (uint16_t k = 0; k < entries; ++k) {
          LineNumberEntry e{in_.u2(), in_.u2()};
          if (e.start_pc >= code_length) fail("Invalid pc in LineNumberTable");
          code.line_numbers.push_back(e);
        }
      } else if (n == "LocalVariableTable") {
        uint16_t entries = in_.u2();
        for (uint16_t k = 0; k < entries; ++k) {
          LocalVariableEntry e;
          e.start_pc = in_.u2();
          e.length = in_.u2();
          e.name = utf8(in_.u2(), "Name index %u in LocalVariableTable has bad constant type");
          e.descriptor = utf8(in_.u2(), "Signature index %u in LocalVariableTable has bad constant type");
          e.index = in_.u2();
          if (e.start_pc >= code_length) fail("Invalid start_pc " + std::to_string(e.start_pc) + " in LocalVariableTable");
          if (uint32_t{e.start_pc} + e.length > code_length) {
            fail("Invalid length " + std::to_string(e.length) + " in LocalVariableTable");
          }
          code.local_variables.push_back(e);
        }
      } else if (n == "StackMapTable") {
        if (!code.stack_map_table.empty()) fail("Multiple StackMapTable attributes");
        auto raw = in_.bytes(length);
        code.stack_map_table.assign(raw.begin(), raw.end());
      } else {
        in_.bytes(length);
      }
      if (in_.position() - attr_start != length) {
        fail(n == "LineNumberTable" ? std::string("LineNumberTable attribute has wrong length") : name->str() + " has wrong length");
      }
    }
    if (in_.position() - start != attribute_length) fail("Code segment has wrong length");
    return code;
  }

  void parse_class_attributes() {
    uint16_t count = in_.u2();
    std::set<const Symbol*> seen;
    for (uint16_t i = 0; i < count; ++i) {
      const Symbol* name = utf8(in_.u2(), kBadAttributeName);
      uint32_t length = in_.u4();
      size_t start = in_.position();
      std::string_view n = name->view();
      // An attribute older class files could not have is just an unknown one.
      uint16_t major = cf_->major_version;
      if ((n == "Signature" && major < 49) || (n == "BootstrapMethods" && major < 51) ||
          ((n == "NestHost" || n == "NestMembers") && major < 55) || (n == "Record" && major < 60) ||
          (n == "RuntimeVisibleAnnotations" && major < 49) || (n == "PermittedSubclasses" && major < 61)) {
        n = "";
      }
      bool unique_kind = n == "SourceFile" || n == "Signature" || n == "BootstrapMethods" ||
                         n == "InnerClasses" || n == "EnclosingMethod" || n == "NestHost" ||
                         n == "NestMembers" || n == "Record" || n == "RuntimeVisibleAnnotations" ||
                         n == "PermittedSubclasses";
      if (unique_kind && !seen.insert(name).second) fail("Multiple " + name->str() + " attributes");
      if (n == "SourceFile") {
        cf_->source_file = utf8(in_.u2(), "Invalid SourceFile attribute at constant pool index %u");
      } else if (n == "Signature") {
        cf_->signature = utf8(in_.u2(), kBadSignatureIndex);
      } else if (n == "BootstrapMethods") {
        has_bootstrap_methods_ = true;
        parse_bootstrap_methods();
      } else if (n == "InnerClasses") {
        parse_inner_classes();
      } else if (n == "EnclosingMethod") {
        cf_->enclosing_class = in_.u2();
        class_name(cf_->enclosing_class, "Invalid or out-of-bounds class index in EnclosingMethod attribute");
        cf_->enclosing_method = in_.u2();
        if (cf_->enclosing_method != 0) {
          entry(cf_->enclosing_method, CpTag::kNameAndType, "Invalid or out-of-bounds method index in EnclosingMethod attribute");
        }
      } else if (n == "NestHost") {
        cf_->nest_host = class_name(in_.u2(), "Nest-host class_info_index %u has bad constant type");
      } else if (n == "NestMembers") {
        uint16_t members = in_.u2();
        for (uint16_t k = 0; k < members; ++k) {
          cf_->nest_members.push_back(class_name(in_.u2(), "Nest member class_info_index %u has bad constant type"));
        }
      } else if (n == "Record") {
        parse_record();
      } else if (n == "RuntimeVisibleAnnotations") {
        cf_->annotations = raw(length, false);
      } else if (n == "PermittedSubclasses") {
        if (cf_->access_flags & kAccFinal) fail_as_is("PermittedSubclasses attribute in final class file " + class_name_);
        std::vector<const Symbol*> subclasses;
        uint16_t subclass_count = in_.u2();
        for (uint16_t k = 0; k < subclass_count; ++k) {
          subclasses.push_back(class_name(in_.u2(), "Permitted subclass class_info_index %u has bad constant type"));
        }
        cf_->permitted_subclasses = std::move(subclasses);
      } else {
        in_.bytes(length);
      }
      if (in_.position() - start != length) fail("Wrong " + name->str() + " attribute length");
    }
  }

  void parse_bootstrap_methods() {
    uint16_t count = in_.u2();
    for (uint16_t i = 0; i < count; ++i) {
      BootstrapMethod bm;
      bm.method_handle = in_.u2();
      entry(bm.method_handle, CpTag::kMethodHandle, "bootstrap_method_index %u has bad constant type");
      uint16_t argc = in_.u2();
      for (uint16_t k = 0; k < argc; ++k) {
        uint16_t arg = in_.u2();
        auto& cp = cf_->constant_pool;
        if (arg == 0 || arg >= cp.size() || !is_loadable(cp[arg].tag)) {
          fail("bootstrap_arguments[" + std::to_string(k) + "] is not a loadable constant");
        }
        bm.arguments.push_back(arg);
      }
      cf_->bootstrap_methods.push_back(std::move(bm));
    }
  }

  static bool is_loadable(CpTag t) {
    switch (t) {
      case CpTag::kInteger: case CpTag::kFloat: case CpTag::kLong: case CpTag::kDouble:
      case CpTag::kClass: case CpTag::kString: case CpTag::kMethodHandle:
      case CpTag::kMethodType: case CpTag::kDynamic:
        return true;
      default:
        return false;
    }
  }

  void parse_inner_classes() {
    uint16_t count = in_.u2();
    for (uint16_t i = 0; i < count; ++i) {
      InnerClassEntry e{in_.u2(), in_.u2(), in_.u2(), in_.u2()};
      class_name(e.inner_class, "inner_class_info_index %u has bad constant type");
      if (e.outer_class != 0) class_name(e.outer_class, "outer_class_info_index %u has bad constant type");
      if (e.inner_name != 0) utf8(e.inner_name, "inner_name_index %u has bad constant type");
      if (e.inner_class == e.outer_class) fail("Class is both outer and inner class");
      cf_->inner_classes.push_back(e);
    }
  }

  void parse_record() {
    std::vector<RecordComponent> components;
    uint16_t count = in_.u2();
    for (uint16_t i = 0; i < count; ++i) {
      RecordComponent c;
      c.name = utf8(in_.u2(), kBadIndex);
      c.descriptor = utf8(in_.u2(), kBadIndex);
      if (!is_valid_field_descriptor(c.descriptor->view())) fail("Invalid descriptor for record component");
      uint16_t attributes = in_.u2();
      for (uint16_t k = 0; k < attributes; ++k) {
        std::string_view n = utf8(in_.u2(), kBadAttributeName)->view();
        uint32_t length = in_.u4();
        if (n == "Signature") {
          if (length != 2) fail("Invalid Signature attribute length " + std::to_string(length));
          c.signature = utf8(in_.u2(), kBadSignatureIndex);
        } else if (n == "RuntimeVisibleAnnotations") {
          c.annotations = raw(length, !c.annotations.empty(), n, "record component");
        } else {
          in_.bytes(length);
        }
      }
      components.push_back(std::move(c));
    }
    cf_->record_components = std::move(components);
  }

  static constexpr std::string_view kBadAttributeName = "Attribute name has bad constant pool index %u";
  static constexpr std::string_view kBadSignatureIndex = "Invalid Signature attribute at constant pool index %u";

  // A descriptor as HotSpot prints it in messages: with dots for slashes.
  static std::string dotted(const Symbol* descriptor) {
    std::string text = descriptor->str();
    for (char& c : text) {
      if (c == '/') c = '.';
    }
    return text;
  }

  // The class in messages, in internal form ("p/q/Main") as HotSpot writes
  // it: the name asked for until this_class has been read.
  std::string class_name_;
  Reader in_;
  std::unique_ptr<ClassFile> cf_;
  bool has_bootstrap_methods_ = false;
};

}  // namespace

ParseResult parse_class_file(std::span<const uint8_t> bytes, std::string_view name_hint) {
  Parser parser(bytes, name_hint);
  try {
    return ParseResult{parser.parse(), {}};
  } catch (const ParseFailure& failure) {
    return ParseResult{nullptr, ClassFileError{failure.kind, failure.message}};
  }
}

}  // namespace loupe::vm
