"""Application start-up."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel


def run(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("bgdesk")
    label = QLabel("bgdesk")
    label.resize(1024, 640)
    label.show()
    return app.exec()
