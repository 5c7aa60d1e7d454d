package java.util;

/**
 * A node of a tree bin of {@link HashMap}: a red-black tree ordered by hash,
 * then by compareTo for mutually comparable keys, then by class name and
 * identity hash. The bin's {@code next} chain (its iteration order) is kept
 * too, and follows the JDK's rules exactly: the root is moved to the front of
 * the chain, and a new node is linked right after its tree parent.
 *
 * It extends LinkedHashMap.Entry so that LinkedHashMap's bins can be trees.
 */
final class HashTreeNode<K, V> extends LinkedHashMap.Entry<K, V> {
    HashTreeNode<K, V> parent;
    HashTreeNode<K, V> left;
    HashTreeNode<K, V> right;
    /** The previous node of the bin's chain, so a node can be unlinked from it. */
    HashTreeNode<K, V> prev;
    boolean red;

    HashTreeNode(int hash, K key, V val, HashMap.Node<K, V> next) {
        super(hash, key, val, next);
    }

    HashTreeNode<K, V> root() {
        HashTreeNode<K, V> r = this;
        for (HashTreeNode<K, V> p; (p = r.parent) != null;) {
            r = p;
        }
        return r;
    }

    /** Makes root the bin's first node (both in the table slot and in the chain). */
    static <K, V> void moveRootToFront(HashMap.Node<K, V>[] tab, HashTreeNode<K, V> root) {
        if (root == null || tab == null || tab.length == 0) {
            return;
        }
        int index = (tab.length - 1) & root.hash;
        HashTreeNode<K, V> first = (HashTreeNode<K, V>) tab[index];
        if (root == first) {
            return;
        }
        tab[index] = root;
        HashTreeNode<K, V> rp = root.prev;
        HashMap.Node<K, V> rn = root.next;
        if (rn != null) {
            ((HashTreeNode<K, V>) rn).prev = rp;
        }
        if (rp != null) {
            rp.next = rn;
        }
        if (first != null) {
            first.prev = root;
        }
        root.next = first;
        root.prev = null;
    }

    /** Searches the subtree rooted here; kc caches the key's comparable class once known. */
    HashTreeNode<K, V> find(int h, Object k, Class<?> kc) {
        HashTreeNode<K, V> p = this;
        do {
            HashTreeNode<K, V> pl = p.left;
            HashTreeNode<K, V> pr = p.right;
            int ph = p.hash;
            if (ph > h) {
                p = pl;
            } else if (ph < h) {
                p = pr;
            } else if (HashMap.sameKey(p.key, k)) {
                return p;
            } else if (pl == null) {
                p = pr;
            } else if (pr == null) {
                p = pl;
            } else {
                int dir;
                if ((kc != null || (kc = comparableClassFor(k)) != null)
                        && (dir = compareComparables(kc, k, p.key)) != 0) {
                    p = (dir < 0) ? pl : pr;
                } else {
                    // equal hashes and no order: the key may be on either side
                    HashTreeNode<K, V> q = pr.find(h, k, kc);
                    if (q != null) {
                        return q;
                    }
                    p = pl;
                }
            }
        } while (p != null);
        return null;
    }

    HashTreeNode<K, V> getTreeNode(int h, Object k) {
        return ((parent != null) ? root() : this).find(h, k, null);
    }

    /**
     * x's class if it is declared "implements Comparable" directly (String
     * always), else null. The JDK also checks that the type argument is the
     * class itself; Loupe has no generic signatures to read, so a class
     * implementing Comparable of another type is treated as comparable.
     */
    static Class<?> comparableClassFor(Object x) {
        if (!(x instanceof Comparable)) {
            return null;
        }
        Class<?> c = x.getClass();
        if (c == String.class) {
            return c;
        }
        for (Class<?> i : c.getInterfaces()) {
            if (i == Comparable.class) {
                return c;
            }
        }
        return null;
    }

    /** k.compareTo(x) when x is of class kc, else 0 (no order). */
    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc ? 0 : ((Comparable) k).compareTo(x));
    }

    /** An arbitrary but consistent order for keys with equal hashes and no compareTo. */
    static int tieBreakOrder(Object a, Object b) {
        int d;
        if (a == null || b == null || (d = a.getClass().getName().compareTo(b.getClass().getName())) == 0) {
            d = (System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1);
        }
        return d;
    }

    /** Builds a tree from the chain starting at this node, inserting in chain order. */
    void treeify(HashMap.Node<K, V>[] tab) {
        HashTreeNode<K, V> root = null;
        HashTreeNode<K, V> next;
        for (HashTreeNode<K, V> x = this; x != null; x = next) {
            next = (HashTreeNode<K, V>) x.next;
            x.left = x.right = null;
            if (root == null) {
                x.parent = null;
                x.red = false;
                root = x;
                continue;
            }
            K k = x.key;
            int h = x.hash;
            Class<?> kc = null;
            for (HashTreeNode<K, V> p = root;;) {
                int dir;
                int ph = p.hash;
                if (ph > h) {
                    dir = -1;
                } else if (ph < h) {
                    dir = 1;
                } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                        || (dir = compareComparables(kc, k, p.key)) == 0) {
                    dir = tieBreakOrder(k, p.key);
                }
                HashTreeNode<K, V> xp = p;
                p = (dir <= 0) ? p.left : p.right;
                if (p == null) {
                    x.parent = xp;
                    if (dir <= 0) {
                        xp.left = x;
                    } else {
                        xp.right = x;
                    }
                    root = balanceInsertion(root, x);
                    break;
                }
            }
        }
        moveRootToFront(tab, root);
    }

    /** A plain chain with the same nodes, in chain order. */
    HashMap.Node<K, V> untreeify(HashMap<K, V> map) {
        HashMap.Node<K, V> hd = null;
        HashMap.Node<K, V> tl = null;
        for (HashMap.Node<K, V> q = this; q != null; q = q.next) {
            HashMap.Node<K, V> p = map.replacementNode(q, null);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    /** Inserts a mapping; returns the existing node for k instead, if there is one. */
    HashTreeNode<K, V> putTreeVal(HashMap<K, V> map, HashMap.Node<K, V>[] tab, int h, K k, V v) {
        Class<?> kc = null;
        boolean searched = false;
        HashTreeNode<K, V> root = (parent != null) ? root() : this;
        for (HashTreeNode<K, V> p = root;;) {
            int dir;
            int ph = p.hash;
            K pk;
            if (ph > h) {
                dir = -1;
            } else if (ph < h) {
                dir = 1;
            } else if ((pk = p.key) == k || (k != null && k.equals(pk))) {
                return p;
            } else if ((kc == null && (kc = comparableClassFor(k)) == null)
                    || (dir = compareComparables(kc, k, pk)) == 0) {
                if (!searched) {
                    // the key could already be anywhere below: look once before inserting
                    searched = true;
                    HashTreeNode<K, V> q = findIn(p.left, h, k, kc);
                    if (q == null) {
                        q = findIn(p.right, h, k, kc);
                    }
                    if (q != null) {
                        return q;
                    }
                }
                dir = tieBreakOrder(k, pk);
            }
            HashTreeNode<K, V> xp = p;
            p = (dir <= 0) ? p.left : p.right;
            if (p == null) {
                HashMap.Node<K, V> xpn = xp.next;
                HashTreeNode<K, V> x = map.newTreeNode(h, k, v, xpn);
                if (dir <= 0) {
                    xp.left = x;
                } else {
                    xp.right = x;
                }
                xp.next = x;
                x.parent = x.prev = xp;
                if (xpn != null) {
                    ((HashTreeNode<K, V>) xpn).prev = x;
                }
                moveRootToFront(tab, balanceInsertion(root, x));
                return null;
            }
        }
    }

    private static <K, V> HashTreeNode<K, V> findIn(HashTreeNode<K, V> subtree, int h, Object k, Class<?> kc) {
        return subtree == null ? null : subtree.find(h, k, kc);
    }

    /**
     * Removes this node, which must be in the tree. A tree that gets too small
     * becomes a list again, unless {@code movable} is false (iterator removal),
     * in which case neither that nor moving the root happens.
     */
    void removeTreeNode(HashMap<K, V> map, HashMap.Node<K, V>[] tab, boolean movable) {
        int n;
        if (tab == null || (n = tab.length) == 0) {
            return;
        }
        int index = (n - 1) & hash;
        HashTreeNode<K, V> first = (HashTreeNode<K, V>) tab[index];
        HashTreeNode<K, V> root = first;
        HashTreeNode<K, V> succ = (HashTreeNode<K, V>) next;
        HashTreeNode<K, V> pred = prev;
        if (pred == null) {
            tab[index] = first = succ;
        } else {
            pred.next = succ;
        }
        if (succ != null) {
            succ.prev = pred;
        }
        if (first == null) {
            return;
        }
        if (root.parent != null) {
            root = root.root();
        }
        HashTreeNode<K, V> rl;
        if (root == null || (movable && (root.right == null || (rl = root.left) == null || rl.left == null))) {
            tab[index] = first.untreeify(map);
            return;
        }
        HashTreeNode<K, V> p = this;
        HashTreeNode<K, V> pl = left;
        HashTreeNode<K, V> pr = right;
        HashTreeNode<K, V> replacement;
        if (pl != null && pr != null) {
            HashTreeNode<K, V> s = pr;
            while (s.left != null) {
                s = s.left;
            }
            root = swapWithSuccessor(root, p, s);
            replacement = p.right != null ? p.right : p;
        } else if (pl != null) {
            replacement = pl;
        } else if (pr != null) {
            replacement = pr;
        } else {
            replacement = p;
        }
        if (replacement != p) {
            HashTreeNode<K, V> pp = replacement.parent = p.parent;
            if (pp == null) {
                (root = replacement).red = false;
            } else if (p == pp.left) {
                pp.left = replacement;
            } else {
                pp.right = replacement;
            }
            p.left = p.right = p.parent = null;
        }
        HashTreeNode<K, V> r = p.red ? root : balanceDeletion(root, replacement);
        if (replacement == p) {
            detach(p);
        }
        if (movable) {
            moveRootToFront(tab, r);
        }
    }

    /** Exchanges the tree positions and colours of p and its in-order successor s; returns the root. */
    private static <K, V> HashTreeNode<K, V> swapWithSuccessor(HashTreeNode<K, V> root, HashTreeNode<K, V> p,
            HashTreeNode<K, V> s) {
        HashTreeNode<K, V> pl = p.left;
        HashTreeNode<K, V> pr = p.right;
        boolean c = s.red;
        s.red = p.red;
        p.red = c;
        HashTreeNode<K, V> sr = s.right;
        HashTreeNode<K, V> pp = p.parent;
        if (s == pr) {
            p.parent = s;
            s.right = p;
        } else {
            HashTreeNode<K, V> sp = s.parent;
            if ((p.parent = sp) != null) {
                if (s == sp.left) {
                    sp.left = p;
                } else {
                    sp.right = p;
                }
            }
            if ((s.right = pr) != null) {
                pr.parent = s;
            }
        }
        p.left = null;
        if ((p.right = sr) != null) {
            sr.parent = p;
        }
        if ((s.left = pl) != null) {
            pl.parent = s;
        }
        if ((s.parent = pp) == null) {
            root = s;
        } else if (p == pp.left) {
            pp.left = s;
        } else {
            pp.right = s;
        }
        return root;
    }

    private static <K, V> void detach(HashTreeNode<K, V> p) {
        HashTreeNode<K, V> pp = p.parent;
        p.parent = null;
        if (pp != null) {
            if (p == pp.left) {
                pp.left = null;
            } else if (p == pp.right) {
                pp.right = null;
            }
        }
    }

    /**
     * Called on resize: divides this bin between index and index + bit,
     * keeping chain order; a half of 6 or fewer nodes becomes a list, a half
     * that lost nodes is rebuilt as a tree.
     */
    void split(HashMap<K, V> map, HashMap.Node<K, V>[] tab, int index, int bit) {
        HashTreeNode<K, V> loHead = null;
        HashTreeNode<K, V> loTail = null;
        HashTreeNode<K, V> hiHead = null;
        HashTreeNode<K, V> hiTail = null;
        int lc = 0;
        int hc = 0;
        HashTreeNode<K, V> next;
        for (HashTreeNode<K, V> e = this; e != null; e = next) {
            next = (HashTreeNode<K, V>) e.next;
            e.next = null;
            if ((e.hash & bit) == 0) {
                if ((e.prev = loTail) == null) {
                    loHead = e;
                } else {
                    loTail.next = e;
                }
                loTail = e;
                ++lc;
            } else {
                if ((e.prev = hiTail) == null) {
                    hiHead = e;
                } else {
                    hiTail.next = e;
                }
                hiTail = e;
                ++hc;
            }
        }
        if (loHead != null) {
            if (lc <= HashMap.UNTREEIFY_THRESHOLD) {
                tab[index] = loHead.untreeify(map);
            } else {
                tab[index] = loHead;
                if (hiHead != null) {
                    loHead.treeify(tab);
                }
            }
        }
        if (hiHead != null) {
            if (hc <= HashMap.UNTREEIFY_THRESHOLD) {
                tab[index + bit] = hiHead.untreeify(map);
            } else {
                tab[index + bit] = hiHead;
                if (loHead != null) {
                    hiHead.treeify(tab);
                }
            }
        }
    }

    // Red-black balancing, as in CLR, with the JDK's exact choices (a rotation that makes a new root paints it black).

    static <K, V> HashTreeNode<K, V> rotateLeft(HashTreeNode<K, V> root, HashTreeNode<K, V> p) {
        HashTreeNode<K, V> r;
        if (p != null && (r = p.right) != null) {
            HashTreeNode<K, V> rl = p.right = r.left;
            if (rl != null) {
                rl.parent = p;
            }
            HashTreeNode<K, V> pp = r.parent = p.parent;
            if (pp == null) {
                (root = r).red = false;
            } else if (pp.left == p) {
                pp.left = r;
            } else {
                pp.right = r;
            }
            r.left = p;
            p.parent = r;
        }
        return root;
    }

    static <K, V> HashTreeNode<K, V> rotateRight(HashTreeNode<K, V> root, HashTreeNode<K, V> p) {
        HashTreeNode<K, V> l;
        if (p != null && (l = p.left) != null) {
            HashTreeNode<K, V> lr = p.left = l.right;
            if (lr != null) {
                lr.parent = p;
            }
            HashTreeNode<K, V> pp = l.parent = p.parent;
            if (pp == null) {
                (root = l).red = false;
            } else if (pp.right == p) {
                pp.right = l;
            } else {
                pp.left = l;
            }
            l.right = p;
            p.parent = l;
        }
        return root;
    }

    static <K, V> HashTreeNode<K, V> balanceInsertion(HashTreeNode<K, V> root, HashTreeNode<K, V> x) {
        x.red = true;
        for (HashTreeNode<K, V> xp, xpp, xppl, xppr;;) {
            if ((xp = x.parent) == null) {
                x.red = false;
                return x;
            } else if (!xp.red || (xpp = xp.parent) == null) {
                return root;
            }
            if (xp == (xppl = xpp.left)) {
                if ((xppr = xpp.right) != null && xppr.red) {
                    xppr.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.right) {
                        root = rotateLeft(root, x = xp);
                        xpp = (xp = x.parent) == null ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateRight(root, xpp);
                        }
                    }
                }
            } else {
                if (xppl != null && xppl.red) {
                    xppl.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.left) {
                        root = rotateRight(root, x = xp);
                        xpp = (xp = x.parent) == null ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateLeft(root, xpp);
                        }
                    }
                }
            }
        }
    }

    static <K, V> HashTreeNode<K, V> balanceDeletion(HashTreeNode<K, V> root, HashTreeNode<K, V> x) {
        for (HashTreeNode<K, V> xp, xpl, xpr;;) {
            if (x == null || x == root) {
                return root;
            } else if ((xp = x.parent) == null) {
                x.red = false;
                return x;
            } else if (x.red) {
                x.red = false;
                return root;
            } else if ((xpl = xp.left) == x) {
                if ((xpr = xp.right) != null && xpr.red) {
                    xpr.red = false;
                    xp.red = true;
                    root = rotateLeft(root, xp);
                    xpr = (xp = x.parent) == null ? null : xp.right;
                }
                if (xpr == null) {
                    x = xp;
                } else {
                    HashTreeNode<K, V> sl = xpr.left;
                    HashTreeNode<K, V> sr = xpr.right;
                    if ((sr == null || !sr.red) && (sl == null || !sl.red)) {
                        xpr.red = true;
                        x = xp;
                    } else {
                        if (sr == null || !sr.red) {
                            if (sl != null) {
                                sl.red = false;
                            }
                            xpr.red = true;
                            root = rotateRight(root, xpr);
                            xpr = (xp = x.parent) == null ? null : xp.right;
                        }
                        if (xpr != null) {
                            xpr.red = (xp == null) ? false : xp.red;
                            if ((sr = xpr.right) != null) {
                                sr.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateLeft(root, xp);
                        }
                        x = root;
                    }
                }
            } else {
                if (xpl != null && xpl.red) {
                    xpl.red = false;
                    xp.red = true;
                    root = rotateRight(root, xp);
                    xpl = (xp = x.parent) == null ? null : xp.left;
                }
                if (xpl == null) {
                    x = xp;
                } else {
                    HashTreeNode<K, V> sl = xpl.left;
                    HashTreeNode<K, V> sr = xpl.right;
                    if ((sl == null || !sl.red) && (sr == null || !sr.red)) {
                        xpl.red = true;
                        x = xp;
                    } else {
                        if (sl == null || !sl.red) {
                            if (sr != null) {
                                sr.red = false;
                            }
                            xpl.red = true;
                            root = rotateLeft(root, xpl);
                            xpl = (xp = x.parent) == null ? null : xp.left;
                        }
                        if (xpl != null) {
                            xpl.red = (xp == null) ? false : xp.red;
                            if ((sl = xpl.left) != null) {
                                sl.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateRight(root, xp);
                        }
                        x = root;
                    }
                }
            }
        }
    }
}
