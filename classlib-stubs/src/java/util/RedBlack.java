package java.util;

/**
 * The red-black tree algorithms of {@link TreeMap} (as in CLR, and with the
 * JDK's choices): in-order neighbours, searches for the nearest keys,
 * rotations, and the colour fix-ups after insertion and deletion. Null nodes
 * count as black.
 */
final class RedBlack {
    static final boolean RED = false;
    static final boolean BLACK = true;

    private RedBlack() {}

    static <K, V> TreeMap.Entry<K, V> successor(TreeMap.Entry<K, V> t) {
        if (t == null) {
            return null;
        }
        if (t.right != null) {
            TreeMap.Entry<K, V> p = t.right;
            while (p.left != null) {
                p = p.left;
            }
            return p;
        }
        TreeMap.Entry<K, V> p = t.parent;
        TreeMap.Entry<K, V> ch = t;
        while (p != null && ch == p.right) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    static <K, V> TreeMap.Entry<K, V> predecessor(TreeMap.Entry<K, V> t) {
        if (t == null) {
            return null;
        }
        if (t.left != null) {
            TreeMap.Entry<K, V> p = t.left;
            while (p.right != null) {
                p = p.right;
            }
            return p;
        }
        TreeMap.Entry<K, V> p = t.parent;
        TreeMap.Entry<K, V> ch = t;
        while (p != null && ch == p.left) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    /** The entry for the least key >= key, or null. */
    static <K, V> TreeMap.Entry<K, V> ceiling(TreeMap<K, V> map, K key) {
        TreeMap.Entry<K, V> p = map.root;
        while (p != null) {
            int cmp = map.compare(key, p.key);
            if (cmp < 0) {
                if (p.left == null) {
                    return p;
                }
                p = p.left;
            } else if (cmp > 0) {
                if (p.right == null) {
                    return climbFromRight(p);
                }
                p = p.right;
            } else {
                return p;
            }
        }
        return null;
    }

    /** The entry for the greatest key <= key, or null. */
    static <K, V> TreeMap.Entry<K, V> floor(TreeMap<K, V> map, K key) {
        TreeMap.Entry<K, V> p = map.root;
        while (p != null) {
            int cmp = map.compare(key, p.key);
            if (cmp > 0) {
                if (p.right == null) {
                    return p;
                }
                p = p.right;
            } else if (cmp < 0) {
                if (p.left == null) {
                    return climbFromLeft(p);
                }
                p = p.left;
            } else {
                return p;
            }
        }
        return null;
    }

    /** The entry for the least key > key, or null. */
    static <K, V> TreeMap.Entry<K, V> higher(TreeMap<K, V> map, K key) {
        TreeMap.Entry<K, V> p = map.root;
        while (p != null) {
            int cmp = map.compare(key, p.key);
            if (cmp < 0) {
                if (p.left == null) {
                    return p;
                }
                p = p.left;
            } else {
                if (p.right == null) {
                    return climbFromRight(p);
                }
                p = p.right;
            }
        }
        return null;
    }

    /** The entry for the greatest key < key, or null. */
    static <K, V> TreeMap.Entry<K, V> lower(TreeMap<K, V> map, K key) {
        TreeMap.Entry<K, V> p = map.root;
        while (p != null) {
            int cmp = map.compare(key, p.key);
            if (cmp > 0) {
                if (p.right == null) {
                    return p;
                }
                p = p.right;
            } else {
                if (p.left == null) {
                    return climbFromLeft(p);
                }
                p = p.left;
            }
        }
        return null;
    }

    /** The first ancestor of which p is in the left subtree. */
    private static <K, V> TreeMap.Entry<K, V> climbFromRight(TreeMap.Entry<K, V> p) {
        TreeMap.Entry<K, V> parent = p.parent;
        TreeMap.Entry<K, V> ch = p;
        while (parent != null && ch == parent.right) {
            ch = parent;
            parent = parent.parent;
        }
        return parent;
    }

    /** The first ancestor of which p is in the right subtree. */
    private static <K, V> TreeMap.Entry<K, V> climbFromLeft(TreeMap.Entry<K, V> p) {
        TreeMap.Entry<K, V> parent = p.parent;
        TreeMap.Entry<K, V> ch = p;
        while (parent != null && ch == parent.left) {
            ch = parent;
            parent = parent.parent;
        }
        return parent;
    }

    private static <K, V> boolean colorOf(TreeMap.Entry<K, V> p) {
        return p == null ? BLACK : p.color;
    }

    private static <K, V> TreeMap.Entry<K, V> parentOf(TreeMap.Entry<K, V> p) {
        return p == null ? null : p.parent;
    }

    private static <K, V> void setColor(TreeMap.Entry<K, V> p, boolean c) {
        if (p != null) {
            p.color = c;
        }
    }

    private static <K, V> TreeMap.Entry<K, V> leftOf(TreeMap.Entry<K, V> p) {
        return p == null ? null : p.left;
    }

    private static <K, V> TreeMap.Entry<K, V> rightOf(TreeMap.Entry<K, V> p) {
        return p == null ? null : p.right;
    }

    private static <K, V> void rotateLeft(TreeMap<K, V> map, TreeMap.Entry<K, V> p) {
        if (p == null) {
            return;
        }
        TreeMap.Entry<K, V> r = p.right;
        p.right = r.left;
        if (r.left != null) {
            r.left.parent = p;
        }
        r.parent = p.parent;
        if (p.parent == null) {
            map.root = r;
        } else if (p.parent.left == p) {
            p.parent.left = r;
        } else {
            p.parent.right = r;
        }
        r.left = p;
        p.parent = r;
    }

    private static <K, V> void rotateRight(TreeMap<K, V> map, TreeMap.Entry<K, V> p) {
        if (p == null) {
            return;
        }
        TreeMap.Entry<K, V> l = p.left;
        p.left = l.right;
        if (l.right != null) {
            l.right.parent = p;
        }
        l.parent = p.parent;
        if (p.parent == null) {
            map.root = l;
        } else if (p.parent.right == p) {
            p.parent.right = l;
        } else {
            p.parent.left = l;
        }
        l.right = p;
        p.parent = l;
    }

    static <K, V> void fixAfterInsertion(TreeMap<K, V> map, TreeMap.Entry<K, V> x) {
        x.color = RED;
        while (x != null && x != map.root && x.parent.color == RED) {
            if (parentOf(x) == leftOf(parentOf(parentOf(x)))) {
                TreeMap.Entry<K, V> y = rightOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == rightOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateLeft(map, x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateRight(map, parentOf(parentOf(x)));
                }
            } else {
                TreeMap.Entry<K, V> y = leftOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == leftOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateRight(map, x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateLeft(map, parentOf(parentOf(x)));
                }
            }
        }
        map.root.color = BLACK;
    }

    /**
     * Unlinks p. A node with two children takes its successor's key and value
     * and the successor node is unlinked instead (iterators rely on this).
     */
    static <K, V> void deleteEntry(TreeMap<K, V> map, TreeMap.Entry<K, V> p) {
        if (p.left != null && p.right != null) {
            TreeMap.Entry<K, V> s = successor(p);
            p.key = s.key;
            p.value = s.value;
            p = s;
        }
        TreeMap.Entry<K, V> replacement = (p.left != null ? p.left : p.right);
        if (replacement != null) {
            replacement.parent = p.parent;
            if (p.parent == null) {
                map.root = replacement;
            } else if (p == p.parent.left) {
                p.parent.left = replacement;
            } else {
                p.parent.right = replacement;
            }
            p.left = p.right = p.parent = null;
            if (p.color == BLACK) {
                fixAfterDeletion(map, replacement);
            }
        } else if (p.parent == null) {
            map.root = null;
        } else {
            if (p.color == BLACK) {
                fixAfterDeletion(map, p);
            }
            if (p.parent != null) {
                if (p == p.parent.left) {
                    p.parent.left = null;
                } else if (p == p.parent.right) {
                    p.parent.right = null;
                }
                p.parent = null;
            }
        }
    }

    private static <K, V> void fixAfterDeletion(TreeMap<K, V> map, TreeMap.Entry<K, V> x) {
        while (x != map.root && colorOf(x) == BLACK) {
            if (x == leftOf(parentOf(x))) {
                TreeMap.Entry<K, V> sib = rightOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateLeft(map, parentOf(x));
                    sib = rightOf(parentOf(x));
                }
                if (colorOf(leftOf(sib)) == BLACK && colorOf(rightOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(rightOf(sib)) == BLACK) {
                        setColor(leftOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateRight(map, sib);
                        sib = rightOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(rightOf(sib), BLACK);
                    rotateLeft(map, parentOf(x));
                    x = map.root;
                }
            } else {
                TreeMap.Entry<K, V> sib = leftOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateRight(map, parentOf(x));
                    sib = leftOf(parentOf(x));
                }
                if (colorOf(rightOf(sib)) == BLACK && colorOf(leftOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(leftOf(sib)) == BLACK) {
                        setColor(rightOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateLeft(map, sib);
                        sib = leftOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(leftOf(sib), BLACK);
                    rotateRight(map, parentOf(x));
                    x = map.root;
                }
            }
        }
        setColor(x, BLACK);
    }
}
