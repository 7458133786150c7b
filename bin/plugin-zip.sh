#!/usr/bin/env bash
# npm run plugin-zip: dist/vitrina.zip, the plugin as a shop admin installs it
# (Plugins → Add New → Upload Plugin).
#
# Builds the scripts when build/ is missing or older than the sources, brings
# the translations up to date when `npm run i18n -- --check` says so, then
# stages the plugin folder vitrina/ with plugin.php, uninstall.php,
# readme.txt, LICENSE, includes/, templates/, blocks/, build/ (built assets),
# languages/ and vendor/ holding only the production Composer autoloader
# (installed into the staging folder; the project's dev vendor/ is left
# alone). Checks the zip and fails loudly when something is missing or a
# development file slipped in. Prints the zip's path, size and file count.
#
# Usage: npm run plugin-zip [-- --rebuild | --no-build]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

SLUG=vitrina
DIST="$ROOT/dist"
ZIP="$DIST/$SLUG.zip"
BUILD=auto
for arg in "$@"; do
	case "$arg" in
		--rebuild) BUILD=always ;;
		--no-build) BUILD=never ;;
		*) echo "usage: npm run plugin-zip [-- --rebuild | --no-build]" >&2; exit 2 ;;
	esac
done

say() { printf '\033[1m[plugin-zip]\033[0m %s\n' "$*" >&2; }
die() { printf '\033[31m[plugin-zip] error: %s\033[0m\n' "$*" >&2; exit 1; }

command -v php >/dev/null || die "php is needed (apt-get install -y php-cli)."
command -v composer >/dev/null || die "composer is needed (apt-get install -y composer)."
[ -f plugin.php ] || die "plugin.php is missing."

# The scripts the build makes (build/<island>/index.js, the loader, …), as
# webpack.config.js declares them.
built_scripts() {
	node --input-type=module -e "
		import { buildEntries } from './bin/i18n/scripts.mjs';
		for ( const e of buildEntries( process.cwd() ) ) console.log( e.script );
	"
}
mapfile -t SCRIPTS < <(built_scripts)
[ "${#SCRIPTS[@]}" -gt 0 ] || die "webpack.config.js declares no entries."

# 1. Build when needed.
needs_build() {
	local script oldest
	for script in "${SCRIPTS[@]}"; do
		[ -f "$script" ] && [ -f "${script%.js}.asset.php" ] || return 0
	done
	oldest="$(find build -name '*.asset.php' -printf '%T@ %p\n' | sort -n | head -n 1 | cut -d' ' -f2-)"
	[ -n "$oldest" ] || return 0
	[ -n "$(find src webpack.config.js tsconfig.json package.json package-lock.json \
		-type f -newer "$oldest" -print -quit 2>/dev/null)" ]
}
case "$BUILD" in
	always) say "building (npm run build)…"; npm run --silent build ;;
	auto)
		if needs_build; then
			say "build/ is missing or older than the sources: building (npm run build)…"
			npm run --silent build
		else
			say "build/ is up to date."
		fi
		;;
	never) say "not building (--no-build)." ;;
esac
for script in "${SCRIPTS[@]}"; do
	[ -f "$script" ] && [ -f "${script%.js}.asset.php" ] ||
		die "$script or its .asset.php is missing after the build."
done

# 2. Translations: npm run i18n writes only what changed (template, merged
# .po, .mo, .l10n.php, script JSON), so running it is "when needed".
say "translations: npm run i18n…"
node bin/i18n.mjs --quiet
node bin/i18n.mjs --check --quiet >/dev/null 2>&1 ||
	say "warning: npm run i18n -- --check fails (untranslated strings?); packaging anyway."

# 3. Stage the plugin folder.
STAGE="$(mktemp -d "${TMPDIR:-/tmp}/vitrina-zip.XXXXXX")"
trap 'rm -rf "$STAGE"' EXIT
PKG="$STAGE/$SLUG"
mkdir -p "$PKG"

cp plugin.php "$PKG/"
for f in uninstall.php readme.txt LICENSE LICENSE.txt license.txt; do
	if [ -f "$f" ]; then cp "$f" "$PKG/"; fi
done
for d in includes templates blocks languages build; do
	if [ -d "$d" ]; then cp -R "$d" "$PKG/"; fi
done
# Sources, tests, maps and dotfiles stay out, wherever they are.
find "$PKG" -mindepth 1 \( -name '.*' -o -name 'node_modules' -o -name '__tests__' \
	-o -name '*.map' -o -name '*.ts' -o -name '*.tsx' -o -name '*.scss' \
	-o -name '*.test.*' -o -name '*.spec.*' \) -prune -exec rm -rf {} +

# 4. The production autoloader, installed in the staging folder.
cp composer.json "$PKG/"
if [ -f composer.lock ]; then
	cp composer.lock "$PKG/"
else
	# Without a lock file, resolve the production requirements only.
	php -r '
		$file = $argv[1];
		$json = json_decode( file_get_contents( $file ), true );
		unset( $json["require-dev"], $json["autoload-dev"] );
		file_put_contents( $file, json_encode( $json, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) );
	' "$PKG/composer.json"
fi
say "installing the production autoloader (composer install --no-dev --classmap-authoritative)…"
(
	cd "$PKG"
	env -u COMPOSER -u COMPOSER_VENDOR_DIR COMPOSER_NO_INTERACTION=1 \
		composer install --no-dev --optimize-autoloader --classmap-authoritative \
		--no-interaction --no-progress --quiet
) || die "composer install failed in the staging folder."
rm -f "$PKG/composer.json" "$PKG/composer.lock"
rm -rf "$PKG/vendor/bin"

# 5. Check what is staged before zipping.
failures=()
fail() { failures+=( "$*" ); }

for f in plugin.php vendor/autoload.php readme.txt languages/"$SLUG".pot; do
	[ -f "$PKG/$f" ] || fail "$SLUG/$f is missing"
done
for script in "${SCRIPTS[@]}"; do
	[ -f "$PKG/$script" ] || fail "$SLUG/$script is missing"
	[ -f "$PKG/${script%.js}.asset.php" ] || fail "$SLUG/${script%.js}.asset.php is missing"
done
compgen -G "$PKG/build/*/index.asset.php" >/dev/null || fail "no $SLUG/build/*/index.asset.php"

# Every PHP file parses; the classmap holds every class of includes/ and
# every Vitrina class plugin.php and uninstall.php name; no dev package.
while IFS= read -r -d '' file; do
	php -l "$file" >/dev/null 2>&1 || fail "${file#"$STAGE"/} does not parse (php -l)"
done < <(find "$PKG" -path "$PKG/vendor" -prune -o -name '*.php' -print0)
check_php="$(php -r '
	$pkg = $argv[1];
	$root = $argv[2];
	$map = require $pkg . "/vendor/composer/autoload_classmap.php";
	$problems = array();
	$classes = array();
	foreach ( array( "plugin.php", "uninstall.php" ) as $f ) {
		if ( is_file( "$pkg/$f" ) && preg_match_all( "/\\x5c?(Vitrina(?:\\x5c\\w+)+)/", file_get_contents( "$pkg/$f" ), $m ) ) {
			$classes = array_merge( $classes, $m[1] );
		}
	}
	$it = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( "$pkg/includes", FilesystemIterator::SKIP_DOTS ) );
	foreach ( $it as $file ) {
		$code = file_get_contents( (string) $file );
		if ( preg_match( "/^namespace\\s+([^;]+);/m", $code, $ns ) && preg_match( "/^(?:(?:final|abstract|readonly)\\s+)*(?:class|interface|trait|enum)\\s+(\\w+)/m", $code, $c ) ) {
			$classes[] = trim( $ns[1] ) . "\\" . $c[1];
		}
	}
	foreach ( array_unique( $classes ) as $class ) {
		if ( ! isset( $map[ $class ] ) ) {
			$problems[] = "class $class is not in the production classmap";
		} elseif ( ! is_file( $map[ $class ] ) ) {
			$problems[] = "class $class maps to a missing file";
		}
	}
	$composer = json_decode( file_get_contents( "$root/composer.json" ), true );
	foreach ( array_keys( $composer["require-dev"] ?? array() ) as $package ) {
		if ( is_dir( "$pkg/vendor/$package" ) ) {
			$problems[] = "dev package $package is in vendor/";
		}
	}
	echo implode( "\n", $problems );
' "$PKG" "$ROOT")" || die "could not check the staged autoloader."
if [ -n "$check_php" ]; then
	while IFS= read -r line; do fail "$line"; done <<<"$check_php"
fi

# readme.txt and plugin.php agree on the version.
version="$(sed -n 's/^[ *]*Version:[[:space:]]*//p' plugin.php | head -n 1 | tr -d '\r')"
stable="$(sed -n 's/^Stable tag:[[:space:]]*//p' "$PKG/readme.txt" 2>/dev/null | head -n 1 | tr -d '\r')"
[ "$version" = "$stable" ] || fail "readme.txt Stable tag ($stable) differs from the plugin Version ($version)"

if [ "${#failures[@]}" -gt 0 ]; then
	printf '\033[31m[plugin-zip] the package is not right:\033[0m\n' >&2
	printf '  - %s\n' "${failures[@]}" >&2
	exit 1
fi

# 6. Zip.
mkdir -p "$DIST"
rm -f "$ZIP"
if command -v zip >/dev/null; then
	( cd "$STAGE" && zip -r -X -q -9 "$ZIP" "$SLUG" )
else
	php -r '
		$zip = new ZipArchive();
		if ( true !== $zip->open( $argv[1], ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) { exit( 1 ); }
		$base = $argv[2];
		$it = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( "$base/vitrina", FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::SELF_FIRST );
		foreach ( $it as $file ) {
			$name = substr( (string) $file, strlen( $base ) + 1 );
			$file->isDir() ? $zip->addEmptyDir( $name ) : $zip->addFile( (string) $file, $name );
		}
		exit( $zip->close() ? 0 : 1 );
	' "$ZIP" "$STAGE" || die "could not write $ZIP (no zip, and PHP has no ZipArchive: apt-get install -y zip)."
fi

# 7. Check the zip itself.
mapfile -t ENTRIES < <(php -r '
	$zip = new ZipArchive();
	if ( true !== $zip->open( $argv[1] ) ) { exit( 1 ); }
	for ( $i = 0; $i < $zip->numFiles; $i++ ) { echo $zip->getNameIndex( $i ), "\n"; }
' "$ZIP" 2>/dev/null || unzip -Z1 "$ZIP")
[ "${#ENTRIES[@]}" -gt 0 ] || die "cannot list $ZIP."
has() { printf '%s\n' "${ENTRIES[@]}" | grep -qx -- "$1"; }
for f in "$SLUG/plugin.php" "$SLUG/vendor/autoload.php"; do
	has "$f" || fail "$f is not in the zip"
done
printf '%s\n' "${ENTRIES[@]}" | grep -qE "^$SLUG/build/[^/]+/index\.asset\.php$" ||
	fail "no $SLUG/build/*/index.asset.php in the zip"
outside="$(printf '%s\n' "${ENTRIES[@]}" | grep -vE "^$SLUG/" || true)"
[ -z "$outside" ] || fail "entries outside $SLUG/: $outside"
dev="$(printf '%s\n' "${ENTRIES[@]}" | grep -E \
	-e "^$SLUG/(src|tests|node_modules|bin|dist|bench|spec|\.wp|vendor/bin)/" \
	-e "(^|/)\.[^/]+" \
	-e "^$SLUG/(composer\.(json|lock)|package(-lock)?\.json|tsconfig\.json|webpack\.config\.js|vitest\.config\.ts|playwright\.config\.ts|phpunit\.xml(\.dist)?|phpcs\.xml(\.dist)?|phpstan\.neon(\.dist)?|README\.md)$" \
	-e "\.(ts|tsx|scss|map)$" || true)"
[ -z "$dev" ] || fail "development files in the zip: $(echo "$dev" | tr '\n' ' ')"
if [ "${#failures[@]}" -gt 0 ]; then
	printf '\033[31m[plugin-zip] the zip is not right:\033[0m\n' >&2
	printf '  - %s\n' "${failures[@]}" >&2
	rm -f "$ZIP"
	exit 1
fi

bytes="$(stat -c %s "$ZIP")"
files="$(printf '%s\n' "${ENTRIES[@]}" | grep -vc '/$' || true)"
say "plugin version $version"
printf '%s\n' "${ZIP#"$ROOT"/}: $bytes bytes ($(( (bytes + 1023) / 1024 )) KiB), $files files"
