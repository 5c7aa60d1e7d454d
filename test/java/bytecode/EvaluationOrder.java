// Checks operand evaluation order and increments: i = i++, a[i++] = i, compound assignment on array elements and fields, left-to-right arguments.
public class EvaluationOrder {
    static int counter;
    int field;
    static StringBuilder log = new StringBuilder();

    static int next(String tag) {
        log.append(tag).append(counter).append(' ');
        return counter++;
    }

    static int three(int a, int b, int c) { return a * 100 + b * 10 + c; }

    public static void main(String[] args) {
        int i = 5;
        i = i++;
        System.out.println("i = i++ -> " + i);
        i = ++i + i++;
        System.out.println("i = ++i + i++ -> " + i);
        int[] a = new int[5];
        int k = 0;
        a[k++] = k;
        a[k] = k++ * 10 + k;
        System.out.println(a[0] + " " + a[1] + " k=" + k);
        a[next("idx")] += next("val");
        System.out.println("a[0]=" + a[0] + " log=" + log);
        log.setLength(0);
        counter = 1;
        System.out.println(three(next("x"), next("y"), next("z")) + " log=" + log);
        EvaluationOrder o = new EvaluationOrder();
        o.field = 10;
        o.field += o.field++ + ++o.field;
        System.out.println("field " + o.field);
        int x = 3;
        x += x *= x -= 1;
        System.out.println("x += x *= x -= 1 -> " + x);
        long l = 7;
        l <<= 62;
        l >>>= 1;
        System.out.println("long shifts " + l);
        int j = 0;
        int sum = 0;
        while (j++ < 5) sum += j;
        System.out.println("sum " + sum + " j " + j);
        int m = 10;
        int r = m-- - --m;
        System.out.println("m-- - --m = " + r + " m=" + m);
        int[] arr = {1, 2, 3};
        int idx = 0;
        arr[idx] = idx = 2;
        System.out.println(arr[0] + " " + arr[1] + " " + arr[2] + " idx=" + idx);
        double d = 1;
        d /= 3;
        d *= 3;
        System.out.println("d " + d);
        char c = 'a';
        c++;
        c += 2;
        System.out.println("c " + c);
    }
}
