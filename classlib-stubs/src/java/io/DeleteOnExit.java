package java.io;

import java.util.ArrayList;
import loupe.internal.FileIO;

/** The files File.deleteOnExit named, deleted by a shutdown hook in reverse order of request. */
final class DeleteOnExit {
    private static ArrayList<String> paths;

    private DeleteOnExit() {}

    static synchronized void add(String path) {
        if (paths == null) {
            paths = new ArrayList<>();
            Runtime.getRuntime().addShutdownHook(new Thread(DeleteOnExit::deleteAll));
        }
        if (!paths.contains(path)) {
            paths.add(path);
        }
    }

    private static synchronized void deleteAll() {
        for (int i = paths.size() - 1; i >= 0; i--) {
            FileIO.delete(paths.get(i));
        }
    }
}
