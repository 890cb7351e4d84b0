"""The HTML site: pages built on the same services and selectors as the API."""
