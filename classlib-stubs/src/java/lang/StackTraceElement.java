package java.lang;

/**
 * One frame of a stack trace. The VM builds these with the five-argument
 * constructor; moduleName is "java.base" for class-library frames.
 */
public final class StackTraceElement implements java.io.Serializable {
    private static final long serialVersionUID = 6992337162326171013L;

    private final String classLoaderName;
    private final String moduleName;
    private final String moduleVersion;
    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    /** -2 marks a native method; other negative values mean "unknown". */
    private final int lineNumber;
    /**
     * What toString leaves out, as the JDK does: the name of a built-in
     * class loader ("app", set for every frame the VM describes) and the
     * version of a JDK module. Serialized, as in the JDK's form.
     */
    private byte format;
    private static final byte BUILTIN_CLASS_LOADER = 0x1;
    private static final byte JDK_NON_UPGRADEABLE_MODULE = 0x2;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
            String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    /**
     * Used by the VM (decodeBacktrace): moduleName is "java.base" for the
     * class library, loaded by the boot loader (no name), and null for
     * application classes, loaded by the application class loader "app".
     */
    StackTraceElement(String moduleName, String declaringClass, String methodName, String fileName, int lineNumber) {
        this(moduleName == null ? "app" : null, moduleName, null, declaringClass, methodName, fileName, lineNumber);
        this.format = (byte) (BUILTIN_CLASS_LOADER | (moduleName != null ? JDK_NON_UPGRADEABLE_MODULE : 0));
    }

    /**
     * The element as the JDK's thread dumps (Thread.getStackTrace of another
     * thread) make it: with the module's version, and without the format bits
     * that hide the built-in loader's name and the version in toString, so it
     * prints "app//C.m(...)" and "java.base@17/java.lang.Object.wait(...)".
     */
    StackTraceElement forThreadDump() {
        return new StackTraceElement(classLoaderName, moduleName,
                moduleName != null ? System.getProperty("java.version") : null,
                declaringClass, methodName, fileName, lineNumber);
    }

    public String getClassLoaderName() {
        return classLoaderName;
    }

    public String getModuleName() {
        return moduleName;
    }

    public String getModuleVersion() {
        return moduleVersion;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    /** "loader/module@version/Class.method(File.java:12)", leaving out the absent parts. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (!isEmpty(classLoaderName) && (format & BUILTIN_CLASS_LOADER) == 0) {
            sb.append(classLoaderName).append('/');
        }
        if (!isEmpty(moduleName)) {
            sb.append(moduleName);
            if (!isEmpty(moduleVersion) && (format & JDK_NON_UPGRADEABLE_MODULE) == 0) {
                sb.append('@').append(moduleVersion);
            }
        }
        if (sb.length() > 0) {
            sb.append('/');
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    private static boolean isEmpty(String s) {
        return s == null || s.isEmpty();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return lineNumber == e.lineNumber
                && declaringClass.equals(e.declaringClass)
                && methodName.equals(e.methodName)
                && same(classLoaderName, e.classLoaderName)
                && same(moduleName, e.moduleName)
                && same(moduleVersion, e.moduleVersion)
                && same(fileName, e.fileName);
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    public int hashCode() {
        int h = 31 * declaringClass.hashCode() + methodName.hashCode();
        h = 31 * h + hash(classLoaderName);
        h = 31 * h + hash(moduleName);
        h = 31 * h + hash(moduleVersion);
        h = 31 * h + hash(fileName);
        return 31 * h + lineNumber;
    }

    private static int hash(String s) {
        return s == null ? 0 : s.hashCode();
    }
}
