// loupe.internal.Zlib: zlib's deflate and inflate streams for
// java.util.zip's Deflater and Inflater. A stream is a z_stream in native
// memory; Java holds its address and frees it with deflateEnd/inflateEnd.
// The calls compress straight between the Java arrays: they never block or
// reach a safepoint, so no collection can move the arrays meanwhile.
#include <zlib.h>

#include <cstring>
#include <memory>
#include <string>

#include "vm/natives/native_registry.h"
#include "vm/runtime/exceptions.h"
#include "vm/runtime/objects.h"

namespace loupe::vm {

namespace {

// What Zlib.java calls OK, STREAM_END, NEED_DICT and BUF_ERROR: zlib's own
// codes, which the Java side names.
static_assert(Z_OK == 0 && Z_STREAM_END == 1 && Z_NEED_DICT == 2 && Z_BUF_ERROR == -5);

z_stream* stream_at(const Slot* args) { return reinterpret_cast<z_stream*>(args[0].j); }

// OutOfMemoryError or InternalError for an init failure, as the JDK reports them.
int64_t init_result(Thread* t, std::unique_ptr<z_stream> z, int rc) {
  if (rc == Z_OK) return reinterpret_cast<int64_t>(z.release());
  if (rc == Z_MEM_ERROR) {
    throw_new(t, "java/lang/OutOfMemoryError", std::nullopt);
  } else {
    throw_new(t, "java/lang/InternalError", z->msg ? z->msg : "zlib initialization failed");
  }
  return 0;
}

Slot deflate_init(Thread* t, Slot* args) {
  auto z = std::make_unique<z_stream>();
  int window_bits = args[2].i ? -MAX_WBITS : MAX_WBITS;
  int rc = deflateInit2(z.get(), args[0].i, Z_DEFLATED, window_bits, 8, args[1].i);
  if (rc == Z_STREAM_ERROR) {
    throw_new(t, "java/lang/IllegalArgumentException", std::nullopt);
    return void_result();
  }
  return long_result(init_result(t, std::move(z), rc));
}

Slot inflate_init(Thread* t, Slot* args) {
  auto z = std::make_unique<z_stream>();
  int rc = inflateInit2(z.get(), args[0].i ? -MAX_WBITS : MAX_WBITS);
  return long_result(init_result(t, std::move(z), rc));
}

// Points the stream at the input and output ranges after checking them.
bool attach(Thread* t, z_stream* z, Object* in, int32_t in_off, int32_t in_len, Object* out, int32_t out_off,
            int32_t out_len) {
  if (!check_array_range(t, in, in_off, in_len) || !check_array_range(t, out, out_off, out_len)) return false;
  z->next_in = reinterpret_cast<Bytef*>(static_cast<ArrayObject*>(in)->elements<char>() + in_off);
  z->avail_in = static_cast<uInt>(in_len);
  z->next_out = reinterpret_cast<Bytef*>(static_cast<ArrayObject*>(out)->elements<char>() + out_off);
  z->avail_out = static_cast<uInt>(out_len);
  return true;
}

// result[0] = input consumed, result[1] = output produced.
bool report(Thread* t, Object* result_array, int32_t consumed, int32_t produced) {
  if (!check_array_range(t, result_array, 0, 2)) return false;
  int32_t* result = static_cast<ArrayObject*>(result_array)->elements<int32_t>();
  result[0] = consumed;
  result[1] = produced;
  return true;
}

// Arguments: (long stream, byte[] in, int inOff, int inLen, byte[] out,
// int outOff, int outLen, int flush, boolean params, int level, int
// strategy, int[] result); the long takes two slots.
Slot deflate_bytes(Thread* t, Slot* args) {
  z_stream* z = stream_at(args);
  int32_t in_len = args[4].i, out_len = args[7].i;
  if (!attach(t, z, args[2].ref, args[3].i, in_len, args[5].ref, args[6].i, out_len)) return void_result();
  int rc = args[9].i ? deflateParams(z, args[10].i, args[11].i) : deflate(z, args[8].i);
  if (rc == Z_STREAM_ERROR) {
    throw_new(t, "java/lang/InternalError", z->msg ? z->msg : "deflate failed");
    return void_result();
  }
  int32_t consumed = in_len - static_cast<int32_t>(z->avail_in);
  int32_t produced = out_len - static_cast<int32_t>(z->avail_out);
  z->next_in = z->next_out = nullptr;  // never left pointing into the heap
  if (!report(t, args[12].ref, consumed, produced)) return void_result();
  return int_result(rc == Z_STREAM_END ? Z_STREAM_END : rc == Z_BUF_ERROR ? Z_BUF_ERROR : Z_OK);
}

// Arguments: (long stream, byte[] in, int inOff, int inLen, byte[] out,
// int outOff, int outLen, int[] result).
Slot inflate_bytes(Thread* t, Slot* args) {
  z_stream* z = stream_at(args);
  int32_t in_len = args[4].i, out_len = args[7].i;
  if (!attach(t, z, args[2].ref, args[3].i, in_len, args[5].ref, args[6].i, out_len)) return void_result();
  int rc = inflate(z, Z_PARTIAL_FLUSH);
  int32_t consumed = in_len - static_cast<int32_t>(z->avail_in);
  int32_t produced = out_len - static_cast<int32_t>(z->avail_out);
  z->next_in = z->next_out = nullptr;
  if (rc == Z_DATA_ERROR || rc == Z_STREAM_ERROR || rc == Z_MEM_ERROR) {
    if (rc == Z_MEM_ERROR) {
      throw_new(t, "java/lang/OutOfMemoryError", std::nullopt);
    } else {
      throw_new(t, "java/util/zip/DataFormatException", z->msg ? std::optional<std::string>(z->msg) : std::nullopt);
    }
    return void_result();
  }
  if (!report(t, args[8].ref, consumed, produced)) return void_result();
  return int_result(rc);
}

// Arguments: (long stream, byte[] b, int off, int len).
Slot deflate_set_dictionary(Thread* t, Slot* args) {
  if (!check_array_range(t, args[2].ref, args[3].i, args[4].i)) return void_result();
  auto* bytes = reinterpret_cast<const Bytef*>(static_cast<ArrayObject*>(args[2].ref)->elements<char>() + args[3].i);
  if (deflateSetDictionary(stream_at(args), bytes, static_cast<uInt>(args[4].i)) != Z_OK) {
    throw_new(t, "java/lang/IllegalArgumentException", std::nullopt);
  }
  return void_result();
}

Slot inflate_set_dictionary(Thread* t, Slot* args) {
  if (!check_array_range(t, args[2].ref, args[3].i, args[4].i)) return void_result();
  z_stream* z = stream_at(args);
  auto* bytes = reinterpret_cast<const Bytef*>(static_cast<ArrayObject*>(args[2].ref)->elements<char>() + args[3].i);
  int rc = inflateSetDictionary(z, bytes, static_cast<uInt>(args[4].i));
  if (rc == Z_DATA_ERROR || rc == Z_STREAM_ERROR) {
    throw_new(t, rc == Z_STREAM_ERROR ? "java/lang/IllegalArgumentException" : "java/util/zip/DataFormatException",
              z->msg ? std::optional<std::string>(z->msg) : std::nullopt);
  }
  return void_result();
}

Slot deflate_reset(Thread*, Slot* args) {
  deflateReset(stream_at(args));
  return void_result();
}

Slot inflate_reset(Thread*, Slot* args) {
  inflateReset(stream_at(args));
  return void_result();
}

Slot deflate_end(Thread*, Slot* args) {
  std::unique_ptr<z_stream> z(stream_at(args));
  deflateEnd(z.get());
  return void_result();
}

Slot inflate_end(Thread*, Slot* args) {
  std::unique_ptr<z_stream> z(stream_at(args));
  inflateEnd(z.get());
  return void_result();
}

Slot stream_adler(Thread*, Slot* args) { return int_result(static_cast<int32_t>(stream_at(args)->adler)); }
Slot stream_total_in(Thread*, Slot* args) { return long_result(static_cast<int64_t>(stream_at(args)->total_in)); }
Slot stream_total_out(Thread*, Slot* args) { return long_result(static_cast<int64_t>(stream_at(args)->total_out)); }

const NativeEntry kNatives[] = {
    {"loupe/internal/Zlib", "deflateInit", "(IIZ)J", deflate_init},
    {"loupe/internal/Zlib", "deflate", "(J[BII[BIIIZII[I)I", deflate_bytes},
    {"loupe/internal/Zlib", "deflateSetDictionary", "(J[BII)V", deflate_set_dictionary},
    {"loupe/internal/Zlib", "deflateReset", "(J)V", deflate_reset},
    {"loupe/internal/Zlib", "deflateEnd", "(J)V", deflate_end},
    {"loupe/internal/Zlib", "inflateInit", "(Z)J", inflate_init},
    {"loupe/internal/Zlib", "inflate", "(J[BII[BII[I)I", inflate_bytes},
    {"loupe/internal/Zlib", "inflateSetDictionary", "(J[BII)V", inflate_set_dictionary},
    {"loupe/internal/Zlib", "inflateReset", "(J)V", inflate_reset},
    {"loupe/internal/Zlib", "inflateEnd", "(J)V", inflate_end},
    {"loupe/internal/Zlib", "adler", "(J)I", stream_adler},
    {"loupe/internal/Zlib", "totalIn", "(J)J", stream_total_in},
    {"loupe/internal/Zlib", "totalOut", "(J)J", stream_total_out},
};

}  // namespace

std::span<const NativeEntry> zip_natives() { return kNatives; }

}  // namespace loupe::vm
