// loupe.internal.Net: POSIX sockets under java.net. Every socket is
// non-blocking; a blocking call of Java (accept, connect, read, write,
// receive) polls in a SafeRegion, so the collector runs while a thread
// waits, and then retries the call. A timeout is the poll's; 0 means none.
//
// Sockets are IPv6 with IPV6_V6ONLY off where the system has IPv6, so that
// one socket talks to both families (IPv4 addresses travel as ::ffff:a.b.c.d);
// else IPv4. Addresses cross to Java as byte arrays of 4 or 16 bytes.
//
// Closing: Java's close first calls shutdown(SHUT_RDWR), which wakes every
// thread polling the socket, and closes the descriptor only when none is
// inside a call any more (loupe.internal.SocketDescriptor counts them), so a
// descriptor number is never reused under a waiting thread.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>
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

// One socket address of either family, as the system calls take it.
struct SocketAddress {
  sockaddr_storage storage{};
  socklen_t length = 0;
};

int socket_family(int fd) {
  sockaddr_storage local{};
  socklen_t length = sizeof local;
  if (getsockname(fd, reinterpret_cast<sockaddr*>(&local), &length) != 0) return AF_INET6;
  return local.ss_family;
}

// The address (4 or 16 bytes; null: the wildcard) and port in the family of
// the socket. False, with a SocketException thrown, for an IPv6 address on
// an IPv4-only socket.
bool make_address(Thread* t, int fd, Object* address_bytes, int32_t port, SocketAddress* out) {
  auto* array = static_cast<ArrayObject*>(address_bytes);
  int32_t length = array == nullptr ? 0 : array->length();
  const uint8_t* bytes = array == nullptr ? nullptr : array->elements<uint8_t>();
  if (socket_family(fd) == AF_INET6) {
    auto* in6 = reinterpret_cast<sockaddr_in6*>(&out->storage);
    in6->sin6_family = AF_INET6;
    in6->sin6_port = htons(static_cast<uint16_t>(port));
    if (length == 16) {
      std::memcpy(&in6->sin6_addr, bytes, 16);
    } else if (length == 4) {  // IPv4-mapped
      in6->sin6_addr.s6_addr[10] = in6->sin6_addr.s6_addr[11] = 0xff;
      std::memcpy(&in6->sin6_addr.s6_addr[12], bytes, 4);
    }
    out->length = sizeof(sockaddr_in6);
    return true;
  }
  if (length == 16) {
    throw_new(t, "java/net/SocketException", "Protocol family unavailable");
    return false;
  }
  auto* in4 = reinterpret_cast<sockaddr_in*>(&out->storage);
  in4->sin_family = AF_INET;
  in4->sin_port = htons(static_cast<uint16_t>(port));
  if (length == 4) std::memcpy(&in4->sin_addr, bytes, 4);
  out->length = sizeof(sockaddr_in);
  return true;
}

// A socket address as Java reads it: the address (4 bytes for IPv4 and
// IPv4-mapped, else 16) followed by the port in two bytes, big-endian.
std::vector<uint8_t> address_and_port(const sockaddr_storage& address) {
  std::vector<uint8_t> out;
  uint16_t port = 0;
  if (address.ss_family == AF_INET6) {
    const auto& in6 = reinterpret_cast<const sockaddr_in6&>(address);
    const uint8_t* bytes = in6.sin6_addr.s6_addr;
    if (IN6_IS_ADDR_V4MAPPED(&in6.sin6_addr)) {
      out.assign(bytes + 12, bytes + 16);
    } else {
      out.assign(bytes, bytes + 16);
    }
    port = ntohs(in6.sin6_port);
  } else {
    const auto& in4 = reinterpret_cast<const sockaddr_in&>(address);
    const auto* bytes = reinterpret_cast<const uint8_t*>(&in4.sin_addr);
    out.assign(bytes, bytes + 4);
    port = ntohs(in4.sin_port);
  }
  out.push_back(static_cast<uint8_t>(port >> 8));
  out.push_back(static_cast<uint8_t>(port));
  return out;
}

Object* byte_array(Thread* t, const std::vector<uint8_t>& bytes) {
  ArrayObject* array = new_primitive_array(t, BasicType::kByte, static_cast<int32_t>(bytes.size()));
  if (array != nullptr && !bytes.empty()) std::memcpy(array->elements<uint8_t>(), bytes.data(), bytes.size());
  return array;
}

// The JDK's exception for a failed socket call: ConnectException and
// NoRouteToHostException for connect, "Connection reset" for a reset
// stream, else SocketException with the system's text.
void throw_socket_error(Thread* t, int error) {
  switch (error) {
    case ECONNREFUSED: throw_new(t, "java/net/ConnectException", "Connection refused"); return;
    case EHOSTUNREACH: throw_new(t, "java/net/NoRouteToHostException", "No route to host"); return;
    case EADDRINUSE: throw_new(t, "java/net/BindException", "Address already in use"); return;
    case EADDRNOTAVAIL: throw_new(t, "java/net/BindException", "Cannot assign requested address"); return;
    case ECONNRESET: throw_new(t, "java/net/SocketException", "Connection reset"); return;
    default: throw_new(t, "java/net/SocketException", std::strerror(error)); return;
  }
}

int64_t now_millis() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<int64_t>(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
}

// Waits (in a SafeRegion) until fd is ready for events or the deadline
// (0: none) passes. 1 when ready, 0 on timeout, -1 with errno on failure
// (restored after the region, whose end may change errno).
int wait_ready(Thread* t, int fd, short events, int64_t deadline) {
  int rc = 0, error = 0;
  {
    SafeRegion region(t);
    for (;;) {
      int wait = -1;
      if (deadline != 0) {
        int64_t left = deadline - now_millis();
        if (left <= 0) break;
        wait = static_cast<int>(left);
      }
      pollfd entry{fd, events, 0};
      rc = ::poll(&entry, 1, wait);
      if (rc < 0 && errno == EINTR) continue;
      if (rc < 0) error = errno;
      break;
    }
  }
  if (rc < 0) errno = error;
  return rc;
}

int64_t deadline_after(int32_t timeout_millis) { return timeout_millis > 0 ? now_millis() + timeout_millis : 0; }

// Answers a non-blocking socket, close-on-exec: IPv6 dual-stack if the
// system allows, else IPv4.
Slot net_socket(Thread* t, Slot* args) {
  int type = (args[0].i != 0 ? SOCK_STREAM : SOCK_DGRAM) | SOCK_NONBLOCK | SOCK_CLOEXEC;
  int fd = ::socket(AF_INET6, type, 0);
  if (fd >= 0) {
    int off = 0;
    if (setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &off, sizeof off) != 0) {
      ::close(fd);
      fd = -1;
    }
  }
  if (fd < 0) fd = ::socket(AF_INET, type, 0);
  if (fd < 0) {
    throw_socket_error(t, errno);
    return void_result();
  }
  return int_result(fd);
}

Slot net_bind(Thread* t, Slot* args) {
  SocketAddress address;
  if (!make_address(t, args[0].i, args[1].ref, args[2].i, &address)) return void_result();
  if (::bind(args[0].i, reinterpret_cast<sockaddr*>(&address.storage), address.length) != 0) {
    throw_socket_error(t, errno);
  }
  return void_result();
}

Slot net_listen(Thread* t, Slot* args) {
  if (::listen(args[0].i, args[1].i) != 0) throw_socket_error(t, errno);
  return void_result();
}

// The accepted connection's descriptor (non-blocking, close-on-exec);
// SocketTimeoutException "Accept timed out" after the timeout.
Slot net_accept(Thread* t, Slot* args) {
  int fd = args[0].i;
  int64_t deadline = deadline_after(args[1].i);
  for (;;) {
    int accepted = ::accept4(fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (accepted >= 0) return int_result(accepted);
    if (errno == EINTR || errno == ECONNABORTED) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) break;
    int ready = wait_ready(t, fd, POLLIN, deadline);
    if (ready == 0) {
      throw_new(t, "java/net/SocketTimeoutException", "Accept timed out");
      return void_result();
    }
    if (ready < 0) break;
  }
  throw_socket_error(t, errno);
  return void_result();
}

// Connects to the address and port; SocketTimeoutException "Connect timed
// out" after the timeout.
Slot net_connect(Thread* t, Slot* args) {
  int fd = args[0].i;
  SocketAddress address;
  if (!make_address(t, fd, args[1].ref, args[2].i, &address)) return void_result();
  int64_t deadline = deadline_after(args[3].i);
  int rc;
  do {
    rc = ::connect(fd, reinterpret_cast<sockaddr*>(&address.storage), address.length);
  } while (rc != 0 && errno == EINTR);
  if (rc == 0) return void_result();
  if (errno != EINPROGRESS) {
    throw_socket_error(t, errno);
    return void_result();
  }
  int ready = wait_ready(t, fd, POLLOUT, deadline);
  if (ready == 0) {
    throw_new(t, "java/net/SocketTimeoutException", "Connect timed out");
    return void_result();
  }
  int error = 0;
  socklen_t length = sizeof error;
  if (ready < 0) {
    error = errno;
  } else if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0) {
    error = errno;
  }
  if (error != 0) throw_socket_error(t, error);
  return void_result();
}

// Up to len bytes into b[off..]; -1 at the end of the stream;
// SocketTimeoutException "Read timed out" after the timeout.
Slot net_read(Thread* t, Slot* args) {
  int fd = args[0].i;
  int32_t off = args[2].i, len = args[3].i;
  if (!check_array_range(t, args[1].ref, off, len)) return void_result();
  if (len == 0) return int_result(0);
  int64_t deadline = deadline_after(args[4].i);
  std::vector<char> buffer(static_cast<size_t>(len));
  for (;;) {
    ssize_t n = ::recv(fd, buffer.data(), buffer.size(), 0);
    if (n > 0) {
      auto* array = static_cast<ArrayObject*>(args[1].ref);  // reread: it may have moved
      std::memcpy(array->elements<char>() + off, buffer.data(), static_cast<size_t>(n));
      return int_result(static_cast<int32_t>(n));
    }
    if (n == 0) return int_result(-1);
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) break;
    int ready = wait_ready(t, fd, POLLIN, deadline);
    if (ready == 0) {
      throw_new(t, "java/net/SocketTimeoutException", "Read timed out");
      return void_result();
    }
    if (ready < 0) break;
  }
  throw_socket_error(t, errno);
  return void_result();
}

// Writes all of b[off..off+len), waiting while the send buffer is full.
// MSG_NOSIGNAL: a peer that has gone is an exception, not SIGPIPE.
Slot net_write(Thread* t, Slot* args) {
  int fd = args[0].i;
  int32_t off = args[2].i, len = args[3].i;
  if (!check_array_range(t, args[1].ref, off, len)) return void_result();
  auto* array = static_cast<ArrayObject*>(args[1].ref);
  std::vector<char> buffer(array->elements<char>() + off, array->elements<char>() + off + len);
  size_t done = 0;
  while (done < buffer.size()) {
    ssize_t n = ::send(fd, buffer.data() + done, buffer.size() - done, MSG_NOSIGNAL);
    if (n >= 0) {
      done += static_cast<size_t>(n);
      continue;
    }
    if (errno == EINTR) continue;
    if ((errno != EAGAIN && errno != EWOULDBLOCK) || wait_ready(t, fd, POLLOUT, 0) < 0) {
      throw_socket_error(t, errno);
      return void_result();
    }
  }
  return void_result();
}

Slot net_available(Thread* t, Slot* args) {
  int available = 0;
  if (ioctl(args[0].i, FIONREAD, &available) != 0) {
    throw_socket_error(t, errno);
    return void_result();
  }
  return int_result(available);
}

// how: 0 input, 1 output, 2 both. A socket that is not connected is not an
// error (close shuts down every socket to wake its waiting threads).
Slot net_shutdown(Thread* t, Slot* args) {
  static const int kHow[] = {SHUT_RD, SHUT_WR, SHUT_RDWR};
  if (::shutdown(args[0].i, kHow[args[1].i]) != 0 && errno != ENOTCONN) throw_socket_error(t, errno);
  return void_result();
}

Slot net_close(Thread*, Slot* args) {
  ::close(args[0].i);
  return void_result();
}

// The local (peer false) or remote address of the socket, then its port in
// two bytes; null when it has none (not connected).
Slot net_address(Thread* t, Slot* args) {
  sockaddr_storage address{};
  socklen_t length = sizeof address;
  int rc = args[1].i != 0 ? getpeername(args[0].i, reinterpret_cast<sockaddr*>(&address), &length)
                          : getsockname(args[0].i, reinterpret_cast<sockaddr*>(&address), &length);
  if (rc != 0) return ref_result(nullptr);
  return ref_result(byte_array(t, address_and_port(address)));
}

// The options Net.java numbers; level and name for the system.
struct OptionName {
  int level;
  int name;
};
bool option_name(int32_t option, int fd, OptionName* out) {
  switch (option) {
    case 1: *out = {IPPROTO_TCP, TCP_NODELAY}; return true;
    case 2: *out = {SOL_SOCKET, SO_REUSEADDR}; return true;
    case 3: *out = {SOL_SOCKET, SO_KEEPALIVE}; return true;
    case 4: *out = {SOL_SOCKET, SO_SNDBUF}; return true;
    case 5: *out = {SOL_SOCKET, SO_RCVBUF}; return true;
    case 6: *out = {SOL_SOCKET, SO_LINGER}; return true;
    case 7: *out = {SOL_SOCKET, SO_OOBINLINE}; return true;
    case 8: *out = {SOL_SOCKET, SO_BROADCAST}; return true;
    case 9:
      *out = socket_family(fd) == AF_INET6 ? OptionName{IPPROTO_IPV6, IPV6_TCLASS} : OptionName{IPPROTO_IP, IP_TOS};
      return true;
    case 10: *out = {SOL_SOCKET, SO_REUSEPORT}; return true;
    default: return false;
  }
}

// SO_LINGER takes a negative value as "off".
Slot net_set_option(Thread* t, Slot* args) {
  OptionName option;
  if (!option_name(args[1].i, args[0].i, &option)) {
    throw_new(t, "java/net/SocketException", "Unknown option");
    return void_result();
  }
  int rc;
  if (option.name == SO_LINGER && option.level == SOL_SOCKET) {
    linger value{args[2].i >= 0 ? 1 : 0, args[2].i >= 0 ? args[2].i : 0};
    rc = setsockopt(args[0].i, option.level, option.name, &value, sizeof value);
  } else {
    int value = args[2].i;
    rc = setsockopt(args[0].i, option.level, option.name, &value, sizeof value);
  }
  if (rc != 0) throw_socket_error(t, errno);
  return void_result();
}

// SO_LINGER answers -1 when off, else the seconds.
Slot net_get_option(Thread* t, Slot* args) {
  OptionName option;
  if (!option_name(args[1].i, args[0].i, &option)) {
    throw_new(t, "java/net/SocketException", "Unknown option");
    return void_result();
  }
  if (option.name == SO_LINGER && option.level == SOL_SOCKET) {
    linger value{};
    socklen_t length = sizeof value;
    if (getsockopt(args[0].i, option.level, option.name, &value, &length) != 0) {
      throw_socket_error(t, errno);
      return void_result();
    }
    return int_result(value.l_onoff ? value.l_linger : -1);
  }
  int value = 0;
  socklen_t length = sizeof value;
  if (getsockopt(args[0].i, option.level, option.name, &value, &length) != 0) {
    throw_socket_error(t, errno);
    return void_result();
  }
  return int_result(value);
}

// getaddrinfo: every address of the host, each as a length byte (4 or 16)
// followed by the address, without repeats, in the resolver's order.
// UnknownHostException "host: <gai_strerror>" when there is none.
Slot net_lookup(Thread* t, Slot* args) {
  std::string host = string_to_utf8(args[0].ref);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* result = nullptr;
  int rc, error;
  {
    SafeRegion region(t);
    rc = getaddrinfo(host.c_str(), nullptr, &hints, &result);
    error = errno;
  }
  if (rc != 0) {
    std::string reason = rc == EAI_SYSTEM ? std::strerror(error) : gai_strerror(rc);
    throw_new(t, "java/net/UnknownHostException", host + ": " + reason);
    return void_result();
  }
  std::vector<uint8_t> out;
  std::vector<std::vector<uint8_t>> seen;
  for (addrinfo* entry = result; entry != nullptr; entry = entry->ai_next) {
    if (entry->ai_family != AF_INET && entry->ai_family != AF_INET6) continue;
    sockaddr_storage storage{};
    std::memcpy(&storage, entry->ai_addr, entry->ai_addrlen);
    std::vector<uint8_t> address = address_and_port(storage);
    address.resize(address.size() - 2);  // no port
    bool repeated = false;
    for (const auto& s : seen) repeated = repeated || s == address;
    if (repeated) continue;
    seen.push_back(address);
    out.push_back(static_cast<uint8_t>(address.size()));
    out.insert(out.end(), address.begin(), address.end());
  }
  freeaddrinfo(result);
  return ref_result(byte_array(t, out));
}

// getnameinfo: the host name of an address (4 or 16 bytes), or null when
// it has none.
Slot net_reverse_lookup(Thread* t, Slot* args) {
  auto* array = static_cast<ArrayObject*>(args[0].ref);
  sockaddr_storage storage{};
  socklen_t length;
  if (array->length() == 4) {
    auto* in4 = reinterpret_cast<sockaddr_in*>(&storage);
    in4->sin_family = AF_INET;
    std::memcpy(&in4->sin_addr, array->elements<uint8_t>(), 4);
    length = sizeof(sockaddr_in);
  } else {
    auto* in6 = reinterpret_cast<sockaddr_in6*>(&storage);
    in6->sin6_family = AF_INET6;
    std::memcpy(&in6->sin6_addr, array->elements<uint8_t>(), 16);
    length = sizeof(sockaddr_in6);
  }
  char host[NI_MAXHOST];
  int rc;
  {
    SafeRegion region(t);
    rc = getnameinfo(reinterpret_cast<sockaddr*>(&storage), length, host, sizeof host, nullptr, 0, NI_NAMEREQD);
  }
  if (rc != 0) return ref_result(nullptr);
  return ref_result(new_string_from_utf8(t, host));
}

Slot net_local_host_name(Thread* t, Slot*) {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0) std::strcpy(name, "localhost");
  return ref_result(new_string_from_utf8(t, name));
}

// Sends one datagram of b[off..off+len) to the address and port (a null
// address: the connected peer).
Slot net_send_to(Thread* t, Slot* args) {
  int fd = args[0].i;
  int32_t off = args[2].i, len = args[3].i;
  if (!check_array_range(t, args[1].ref, off, len)) return void_result();
  SocketAddress address;
  bool connected = args[4].ref == nullptr;
  if (!connected && !make_address(t, fd, args[4].ref, args[5].i, &address)) return void_result();
  auto* array = static_cast<ArrayObject*>(args[1].ref);
  std::vector<char> buffer(array->elements<char>() + off, array->elements<char>() + off + len);
  for (;;) {
    ssize_t n = connected ? ::send(fd, buffer.data(), buffer.size(), MSG_NOSIGNAL)
                          : ::sendto(fd, buffer.data(), buffer.size(), MSG_NOSIGNAL,
                                     reinterpret_cast<sockaddr*>(&address.storage), address.length);
    if (n >= 0) return void_result();
    if (errno == EINTR) continue;
    if (errno == ECONNREFUSED) {
      throw_new(t, "java/net/PortUnreachableException", "ICMP Port Unreachable");
      return void_result();
    }
    if ((errno != EAGAIN && errno != EWOULDBLOCK) || wait_ready(t, fd, POLLOUT, 0) < 0) {
      throw_socket_error(t, errno);
      return void_result();
    }
  }
}

// Receives one datagram into b[off..off+len) (the rest of a longer one is
// lost, as the JDK does); answers its length and writes the sender's address
// and port into from as Net.java reads it: from[0] the address length (4 or
// 16), then the address, then the port in two bytes. SocketTimeoutException
// "Receive timed out" after the timeout.
Slot net_receive(Thread* t, Slot* args) {
  int fd = args[0].i;
  int32_t off = args[2].i, len = args[3].i;
  if (!check_array_range(t, args[1].ref, off, len) || !check_array_range(t, args[5].ref, 0, 19)) {
    return void_result();
  }
  int64_t deadline = deadline_after(args[4].i);
  std::vector<char> buffer(static_cast<size_t>(len));
  for (;;) {
    sockaddr_storage sender{};
    socklen_t length = sizeof sender;
    ssize_t n = ::recvfrom(fd, buffer.data(), buffer.size(), 0, reinterpret_cast<sockaddr*>(&sender), &length);
    if (n >= 0) {
      auto* array = static_cast<ArrayObject*>(args[1].ref);  // reread: it may have moved
      std::memcpy(array->elements<char>() + off, buffer.data(), static_cast<size_t>(n));
      std::vector<uint8_t> address = address_and_port(sender);
      auto* from = static_cast<ArrayObject*>(args[5].ref);
      from->elements<uint8_t>()[0] = static_cast<uint8_t>(address.size() - 2);
      std::memcpy(from->elements<uint8_t>() + 1, address.data(), address.size());
      return int_result(static_cast<int32_t>(n));
    }
    if (errno == EINTR) continue;
    if (errno == ECONNREFUSED) {
      throw_new(t, "java/net/PortUnreachableException", "ICMP Port Unreachable");
      return void_result();
    }
    if (errno != EAGAIN && errno != EWOULDBLOCK) break;
    int ready = wait_ready(t, fd, POLLIN, deadline);
    if (ready == 0) {
      throw_new(t, "java/net/SocketTimeoutException", "Receive timed out");
      return void_result();
    }
    if (ready < 0) break;
  }
  throw_socket_error(t, errno);
  return void_result();
}

// Dissolves a datagram socket's association (connect to AF_UNSPEC).
Slot net_disconnect(Thread* t, Slot* args) {
  sockaddr unspecified{};
  unspecified.sa_family = AF_UNSPEC;
  if (::connect(args[0].i, &unspecified, sizeof unspecified) != 0 && errno != EAFNOSUPPORT) {
    throw_socket_error(t, errno);
  }
  return void_result();
}

const NativeEntry kNatives[] = {
    {"loupe/internal/Net", "socket", "(Z)I", net_socket},
    {"loupe/internal/Net", "bind", "(I[BI)V", net_bind},
    {"loupe/internal/Net", "listen", "(II)V", net_listen},
    {"loupe/internal/Net", "accept", "(II)I", net_accept},
    {"loupe/internal/Net", "connect", "(I[BII)V", net_connect},
    {"loupe/internal/Net", "read", "(I[BIII)I", net_read},
    {"loupe/internal/Net", "write", "(I[BII)V", net_write},
    {"loupe/internal/Net", "available", "(I)I", net_available},
    {"loupe/internal/Net", "shutdown", "(II)V", net_shutdown},
    {"loupe/internal/Net", "close", "(I)V", net_close},
    {"loupe/internal/Net", "address", "(IZ)[B", net_address},
    {"loupe/internal/Net", "setOption", "(III)V", net_set_option},
    {"loupe/internal/Net", "getOption", "(II)I", net_get_option},
    {"loupe/internal/Net", "lookup", "(Ljava/lang/String;)[B", net_lookup},
    {"loupe/internal/Net", "reverseLookup", "([B)Ljava/lang/String;", net_reverse_lookup},
    {"loupe/internal/Net", "localHostName", "()Ljava/lang/String;", net_local_host_name},
    {"loupe/internal/Net", "sendTo", "(I[BII[BI)V", net_send_to},
    {"loupe/internal/Net", "receive", "(I[BIII[B)I", net_receive},
    {"loupe/internal/Net", "disconnect", "(I)V", net_disconnect},
};

}  // namespace

std::span<const NativeEntry> net_natives() { return kNatives; }

}  // namespace loupe::vm
