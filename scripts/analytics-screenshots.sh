#!/usr/bin/env bash
# Screenshots of /analytics in de, en, fr and it (issue 15, ADR 0040) into docs/screenshots/: builds the
# web app, runs e2e 01 (a fresh install) and 17 (calls at the simulator, the page in each language)
# against a fresh stack, and copies what spec 17 took. Run from anywhere: bash scripts/analytics-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build -w @wardlight/web
(cd e2e && npx playwright test specs/01-setup.spec.ts specs/17-analytics.spec.ts)
mkdir -p docs/screenshots
for language in de en fr it; do cp "e2e/artifacts/analytics-${language}.png" docs/screenshots/; done
ls -l docs/screenshots/analytics-*.png
