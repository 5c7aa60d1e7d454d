package java.util;

import java.util.function.BinaryOperator;
import java.util.function.DoubleBinaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.LongBinaryOperator;

/**
 * Arrays.parallelPrefix, computed sequentially: each element of the range
 * becomes op(previous result, element), which is the result the JDK's
 * parallel version gives for an associative op.
 */
final class ArraysParallel {
    private ArraysParallel() {}

    static <T> void prefix(T[] array, int fromIndex, int toIndex, BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        Arrays.rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.apply(array[i - 1], array[i]);
        }
    }

    static void prefix(long[] array, int fromIndex, int toIndex, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Arrays.rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.applyAsLong(array[i - 1], array[i]);
        }
    }

    static void prefix(double[] array, int fromIndex, int toIndex, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Arrays.rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.applyAsDouble(array[i - 1], array[i]);
        }
    }

    static void prefix(int[] array, int fromIndex, int toIndex, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Arrays.rangeCheck(array.length, fromIndex, toIndex);
        for (int i = fromIndex + 1; i < toIndex; i++) {
            array[i] = op.applyAsInt(array[i - 1], array[i]);
        }
    }
}
