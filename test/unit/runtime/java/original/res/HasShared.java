package res;

public interface HasShared {
    Object SHARED = new Object();
}
