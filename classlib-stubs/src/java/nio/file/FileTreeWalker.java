package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import loupe.internal.FileIO;

/**
 * Files.walkFileTree: a depth-first walk calling the visitor before and
 * after each directory and for each file, honouring SKIP_SUBTREE,
 * SKIP_SIBLINGS and TERMINATE. Links are not followed.
 */
final class FileTreeWalker {
    private FileTreeWalker() {}

    /** Thrown inside the walk to stop it (TERMINATE). */
    private static final class Terminate extends Exception {
        private static final long serialVersionUID = 1L;

    }

    static void walk(Path start, int maxDepth, FileVisitor<? super Path> visitor) throws IOException {
        try {
            visit(start, 0, maxDepth, visitor);
        } catch (Terminate done) {
            // the visitor asked to stop
        }
    }

    /** The visitor's answer for this entry; SKIP_SIBLINGS tells the caller to stop listing. */
    private static FileVisitResult visit(Path path, int depth, int maxDepth, FileVisitor<? super Path> visitor)
            throws IOException, Terminate {
        long[] a = FileOps.stat(path, false);
        if (a == null) {
            return check(visitor.visitFileFailed(path, new NoSuchFileException(path.toString())));
        }
        BasicFileAttributes attributes = FileOps.basicAttributes(a);
        if (a[FileIO.KIND] != FileIO.DIRECTORY || depth >= maxDepth) {
            return check(visitor.visitFile(path, attributes));
        }
        FileVisitResult before = check(visitor.preVisitDirectory(path, attributes));
        if (before != FileVisitResult.CONTINUE) {
            return before;
        }
        IOException failure = null;
        try {
            List<Path> entries = Files.entries(path);
            for (Path entry : entries) {
                if (visit(entry, depth + 1, maxDepth, visitor) == FileVisitResult.SKIP_SIBLINGS) {
                    break;
                }
            }
        } catch (IOException e) {
            failure = e;
        }
        return check(visitor.postVisitDirectory(path, failure));
    }

    private static FileVisitResult check(FileVisitResult result) throws Terminate {
        if (result == null) {
            throw new NullPointerException("FileVisitor returned null");
        }
        if (result == FileVisitResult.TERMINATE) {
            throw new Terminate();
        }
        return result;
    }
}
