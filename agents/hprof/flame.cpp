// <file>.collapsed and, with flame=y, <file>.svg: the CPU profile as
// calling contexts (root first), the input of flame-graph tools, and a
// flame graph of our own that a browser opens without anything else.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

#include "hprof.h"

namespace hprof {

namespace {

struct Node {
  std::string name;
  uint64_t total = 0;
  std::map<std::string, Node> children;
};

std::string xml_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// One rectangle per node, children above their parent (the root at the
// bottom), widths in proportion to the counts.
void draw(const Node& node, double x, int level, double scale, int max_level, uint64_t total, const char* unit,
          std::string* out) {
  constexpr double kRow = 18;
  double width = node.total * scale;
  if (width < 0.5) return;
  double y = (max_level - level) * kRow;
  // A hue from the name, so the same method keeps its colour.
  unsigned hash = 0;
  for (char c : node.name) hash = hash * 31 + static_cast<unsigned char>(c);
  char rect[256];
  std::snprintf(rect, sizeof rect,
                "<g><title>%s (%llu %s, %.2f%%)</title><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                "fill=\"rgb(%u,%u,60)\" rx=\"2\"/>",
                "%s", static_cast<unsigned long long>(node.total), unit,
                100.0 * static_cast<double>(node.total) / static_cast<double>(total), x, y, width, kRow - 1,
                200 + hash % 56, 80 + (hash / 56) % 120);
  std::string head(rect);
  size_t at = head.find("%s");
  head.replace(at, 2, xml_escape(node.name));
  *out += head;
  if (width > 30) {
    size_t chars = static_cast<size_t>(width / 7);
    std::string label = node.name.size() > chars ? node.name.substr(0, chars > 2 ? chars - 2 : 0) + ".." : node.name;
    char text[96];
    std::snprintf(text, sizeof text, "<text x=\"%.1f\" y=\"%.1f\">", x + 3, y + kRow - 5);
    *out += text + xml_escape(label) + "</text>";
  }
  *out += "</g>\n";
  double child_x = x;
  for (const auto& [name, child] : node.children) {
    draw(child, child_x, level + 1, scale, max_level, total, unit, out);
    child_x += child.total * scale;
  }
}

bool write_file(const std::string& path, const std::string& text) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  bool written = loupe_agents::write_all(fd, text);
  ::close(fd);
  return written;
}

}  // namespace

void flame_write(const std::string& base, const char* unit) {
  Agent& a = agent();
  Node root;
  root.name = "all";
  int max_level = 0;
  // By name, sorted: overloads share a line, and the file does not depend
  // on where the VM put its methods (cpu=bytecodes repeats to the byte).
  std::map<std::string, uint64_t> lines;
  for (const auto& [context, count] : a.contexts) {
    if (count == 0) continue;
    std::string line;
    Node* node = &root;
    root.total += count;
    int level = 0;
    for (uint32_t m : context) {
      std::string name = a.tables.method_name(m);
      if (!line.empty()) line += ';';
      line += name;
      node = &node->children[name];
      node->name = name;
      node->total += count;
      max_level = std::max(max_level, ++level);
    }
    lines[line] += count;
  }
  std::string collapsed;
  for (const auto& [line, count] : lines) collapsed += line + " " + std::to_string(count) + "\n";
  if (!write_file(base + ".collapsed", collapsed)) {
    loupe_agents::write_stderr("HPROF ERROR: can't write " + base + ".collapsed\n");
  }
  if (!a.options.flame) return;
  constexpr double kWidth = 1200;
  const int height = (max_level + 1) * 18 + 40;
  std::string svg;
  char head[512];
  std::snprintf(head, sizeof head,
                "<?xml version=\"1.0\" standalone=\"no\"?>\n"
                "<svg version=\"1.1\" width=\"%d\" height=\"%d\" xmlns=\"http://www.w3.org/2000/svg\" "
                "font-family=\"monospace\" font-size=\"12\">\n"
                "<text x=\"10\" y=\"%d\">hprof CPU profile: %llu %s (hover for names)</text>\n",
                static_cast<int>(kWidth + 20), height, height - 10,
                static_cast<unsigned long long>(root.total), unit);
  svg += head;
  svg += "<g transform=\"translate(10,10)\">\n";
  if (root.total > 0) draw(root, 0, 0, kWidth / static_cast<double>(root.total), max_level, root.total, unit, &svg);
  svg += "</g>\n</svg>\n";
  if (!write_file(base + ".svg", svg)) loupe_agents::write_stderr("HPROF ERROR: can't write " + base + ".svg\n");
}

}  // namespace hprof
