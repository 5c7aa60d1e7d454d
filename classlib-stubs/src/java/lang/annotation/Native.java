package java.lang.annotation;

/** Marks a constant field that native code may refer to. */
@Documented
@Target(ElementType.FIELD)
@Retention(RetentionPolicy.SOURCE)
public @interface Native {
}
