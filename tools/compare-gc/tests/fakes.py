"""A directory laid out as a build is, for the tests: the fake VM as
`loupe`, an `agents/libheapviz.so` so that the tool makes heap pictures,
and the fake again as HotSpot's `java`."""
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))


def fake_build(directory):
    loupe = os.path.join(directory, 'loupe')
    shutil.copy(os.path.join(HERE, 'fake_loupe.py'), loupe)
    os.chmod(loupe, 0o755)
    os.makedirs(os.path.join(directory, 'agents'), exist_ok=True)
    open(os.path.join(directory, 'agents', 'libheapviz.so'), 'w').close()
    return loupe


def tool():
    """build/loupe-compare-gc, as meson tells the tests."""
    return os.environ.get('LOUPE_COMPARE_GC') or os.path.join(HERE, '..', '..', '..', 'build', 'loupe-compare-gc')
