"""Runs the web explorer's browser tests and ends with 'N passed, N failed'."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import support  # noqa: E402

suite = unittest.defaultTestLoader.discover(os.path.dirname(os.path.abspath(__file__)), pattern="test_*.py")
result = unittest.TextTestRunner(verbosity=2).run(suite)
support.quit_browser()
failed = len(result.failures) + len(result.errors)
print(f"browser tests: {result.testsRun - failed} passed, {failed} failed")
sys.exit(0 if failed == 0 and result.testsRun > 0 else 1)
