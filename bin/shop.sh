#!/usr/bin/env bash
# The local shop, without Docker: MariaDB on a private socket, PHP's built-in
# server, WordPress with WooCommerce, Storefront, Vitrina and demo data.
#
# Usage: bash bin/shop.sh start|stop|reset|status [--theme=SLUG]
#   start    install what is missing, create the shop on first run, serve it
#            (npm start); --theme=twentytwentyfive serves it with WordPress's
#            block theme and WooCommerce's block templates (npm start --
#            --theme=twentytwentyfive), else with Storefront
#   stop     stop the servers and the database started here (npm stop)
#   reset    drop the shop (database and uploads) and start again
#   status   say what runs
#   prepare  install what is missing and create the site, without serving it
#            (bin/stack.sh prepares its site "stack" this way)
#
# Environment: WC_DIR (a WooCommerce plugin folder), STOREFRONT_DIR (the
# Storefront theme), WP_CORE_DIR (WordPress core), VITRINA_PORT (default 8888),
# VITRINA_SHOP_SITE (the site prepared, default shop).
set -euo pipefail

# shellcheck source=bin/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

SITE="${VITRINA_SHOP_SITE:-shop}"
COMMAND="${1:-start}"
THEME=storefront
for arg in "${@:2}"; do
	case "$arg" in
		--theme=*) THEME="${arg#--theme=}" ;;
		*) die "unknown option $arg (try --help)" ;;
	esac
done
[[ "$THEME" =~ ^[a-z0-9-]+$ ]] || die "--theme: a theme's folder name, such as storefront or twentytwentyfive"
CONTENT="$VITRINA_RUN/sites/$SITE/wp-content"
PORT="$(site_port "$SITE")"
URL="http://127.0.0.1:$PORT"

warn() { printf '\033[33m[vitrina] %s\033[0m\n' "$*" >&2; }

debug_log_size() { stat -c %s "$VITRINA_RUN/run/$SITE-debug.log" 2>/dev/null || echo 0; }

# Says why WordPress failed: the last fatal error written to the debug log
# after byte OFFSET, else the end of LOG without its HTML.
explain_failure() {
	local logf="$1" offset="${2:-0}" fatal
	fatal="$(tail -c +$((offset + 1)) "$VITRINA_RUN/run/$SITE-debug.log" 2>/dev/null | grep -a 'PHP Fatal' | tail -n 1 | cut -c1-600 || true)"
	if [ -n "$fatal" ]; then
		printf '    %s\n' "$fatal" >&2
	else
		grep -av '^\s*$' "$logf" | grep -av '^\s*[<{}.#@a-z-].*[;{}>]\s*$' | tail -n 15 | sed 's/^/    /' >&2
	fi
}

# Runs a command with its output in a log; on failure says why.
logged() {
	local logf="$1" offset
	shift
	offset="$(debug_log_size)"
	if "$@" >>"$logf" 2>&1; then return 0; fi
	explain_failure "$logf" "$offset"
	return 1
}

# Takes Vitrina out of the active plugins without loading WordPress (which
# fails while Vitrina breaks it).
deactivate_vitrina_offline() {
	php -r '
		$db = new mysqli( "localhost", "root", "", "vitrina_" . $argv[1], 0, $argv[2] );
		$row = $db->query( "SELECT option_value FROM wp_options WHERE option_name = \"active_plugins\"" )->fetch_row();
		$list = array_values( array_diff( (array) unserialize( $row[0] ?? "a:0:{}" ), array( "vitrina/plugin.php" ) ) );
		$db->query( "UPDATE wp_options SET option_value = \"" . $db->real_escape_string( serialize( $list ) ) . "\" WHERE option_name = \"active_plugins\"" );
	' "$SITE" "$VITRINA_DB_SOCK"
}

no_woocommerce() {
	cat >&2 <<-EOF
	[vitrina] WooCommerce was not found, and it could not be downloaded (this machine seems offline).
	[vitrina] Supply it in one of these ways, then run npm start again:
	[vitrina]   - unpack the WooCommerce plugin into $VITRINA_CACHE/woocommerce (the folder holding woocommerce.php),
	[vitrina]   - or point WC_DIR at such a folder: WC_DIR=/path/to/woocommerce npm start
	[vitrina] The Storefront theme goes beside it ($VITRINA_CACHE/storefront, or STOREFRONT_DIR=/path/to/storefront).
	EOF
	exit 1
}

# WooCommerce and Storefront: where find_* finds them, else from the WordPress.org
# directories when the machine is online.
locate_plugins() {
	WC_PATH="$(find_woocommerce || true)"
	if [ -z "$WC_PATH" ]; then
		log "WooCommerce not found in \$WC_DIR or $VITRINA_CACHE/woocommerce: trying the WordPress plugin directory"
		fetch_from_directory plugin woocommerce || no_woocommerce
		WC_PATH="$(find_woocommerce)" || no_woocommerce
	fi
	SF_PATH="$(find_storefront || true)"
	if [ -z "$SF_PATH" ]; then
		log "Storefront not found in \$STOREFRONT_DIR or $VITRINA_CACHE/storefront: trying the WordPress theme directory"
		fetch_from_directory theme storefront || true
		SF_PATH="$(find_storefront || true)"
		[ -n "$SF_PATH" ] || warn "Storefront is missing: the shop uses WordPress's default theme. Unpack the Storefront theme into $VITRINA_CACHE/storefront (or set STOREFRONT_DIR), then run: bash bin/shop.sh reset"
	fi
}

# Symlinks: the project as the vitrina plugin, WooCommerce, Storefront, and the
# translations that are available. Cheap, so done on every start.
link_content() {
	mkdir -p "$CONTENT/plugins" "$CONTENT/themes" "$CONTENT/languages" "$CONTENT/uploads"
	ln -sfn "$VITRINA_ROOT" "$CONTENT/plugins/vitrina"
	ln -sfn "$WC_PATH" "$CONTENT/plugins/woocommerce"
	if [ -n "$SF_PATH" ]; then
		ln -sfn "$SF_PATH" "$CONTENT/themes/storefront"
	fi
	# WordPress's default block theme (npm start -- --theme=twentytwentyfive,
	# and the browser tests' block-theme visits), the theme preview those
	# tests ask for with a cookie (bin/mu-plugins/theme-preview.php).
	if [ -d "$VITRINA_RUN/core/wp-content/themes/twentytwentyfive" ]; then
		ln -sfn "$VITRINA_RUN/core/wp-content/themes/twentytwentyfive" "$CONTENT/themes/twentytwentyfive"
	fi
	mkdir -p "$CONTENT/mu-plugins"
	ln -sfn "$VITRINA_ROOT/bin/mu-plugins/theme-preview.php" "$CONTENT/mu-plugins/vitrina-theme-preview.php"
	# The map's tiles of the browser tests and the bench (bin/mu-plugins/map-tiles.php).
	ln -sfn "$VITRINA_ROOT/bin/mu-plugins/map-tiles.php" "$CONTENT/mu-plugins/vitrina-map-tiles.php"
	local l10n
	if l10n="$(find_core_l10n)"; then
		cp -R "$l10n/." "$CONTENT/languages/"
		rm -f "$CONTENT/languages/.unavailable"
	fi
}

# One query for what the site has: prints lines "name<TAB>value".
site_state() {
	mariadb --socket="$VITRINA_DB_SOCK" -uroot -N -B "vitrina_$SITE" -e \
		"SELECT option_name, option_value FROM wp_options WHERE option_name IN ('siteurl', 'active_plugins', 'template', 'stylesheet', 'vitrina_demo_version')" 2>/dev/null || true
}

activate_vitrina() {
	local logf="$VITRINA_RUN/run/shop-setup.log"
	if [ ! -f "$VITRINA_ROOT/includes/Plugin.php" ]; then
		warn "Vitrina is not activated: includes/Plugin.php does not exist yet (the plugin shell is unfinished). The shop runs with WooCommerce alone; npm start activates Vitrina once it is there."
		return 0
	fi
	if ! logged "$logf" wp "$SITE" activate vitrina/plugin.php; then
		warn "Vitrina could not be activated (see above and $logf). The shop runs with WooCommerce alone; npm start tries again next time."
	fi
}

create_site() {
	local logf="$VITRINA_RUN/run/shop-setup.log" locale=""
	: >"$logf"
	log "creating the shop: WordPress $(wp_core_version "$VITRINA_RUN/core"), WooCommerce from $WC_PATH${SF_PATH:+, Storefront from $SF_PATH}"
	logged "$logf" wp "$SITE" reset || die "could not create the database, see $logf"
	link_content
	if find_core_l10n >/dev/null; then locale=ru_RU; fi
	logged "$logf" wp "$SITE" install --title='Витрина' --user=admin --password=password --email=admin@example.com --locale="$locale" \
		|| die "WordPress did not install, see $logf"
}

# Loads the demo data (bin/demo/seed.php), showing its progress lines.
seed() {
	local logf="$VITRINA_RUN/run/shop-setup.log" status offset
	offset="$(debug_log_size)"
	set +o pipefail
	wp "$SITE" eval-file "$VITRINA_ROOT/bin/demo/seed.php" 2>&1 | tee -a "$logf" \
		| { grep --line-buffered -E '^ *[0-9]+\.[0-9] s  |^seed\.php:|already loaded' || true; } | sed -u 's/^/    /' >&2
	status="${PIPESTATUS[0]}"
	set -o pipefail
	if [ "$status" = 0 ] && tail -n 1 "$logf" | grep -q 'demo data loaded'; then return 0; fi
	explain_failure "$logf" "$offset"
	return 1
}

# Switches the shop to the theme asked for (--theme, Storefront by default)
# when another is active; Storefront missing, the shop keeps WordPress's
# default theme.
use_theme() {
	local logf="$VITRINA_RUN/run/shop-setup.log" current
	if [ "$THEME" = storefront ] && [ -z "$SF_PATH" ]; then return 0; fi
	[ -f "$CONTENT/themes/$THEME/style.css" ] || die "--theme=$THEME: no such theme in $CONTENT/themes"
	current="$(site_state | awk -F'\t' '$1 == "stylesheet" { print $2 }')"
	[ "$current" = "$THEME" ] && return 0
	log "switching the shop to the theme $THEME"
	logged "$logf" wp "$SITE" theme "$THEME" || die "the theme $THEME could not be switched on, see $logf"
}

prepare() {
	mkdir -p "$VITRINA_RUN/run"
	bash "$VITRINA_ROOT/bin/setup.sh" --keep-going
	locate_plugins
	fetch_core_l10n || true
	db_start
	core_prepare

	local state logf="$VITRINA_RUN/run/shop-setup.log" t0=$SECONDS
	state="$(site_state)"
	if ! grep -q '^siteurl' <<<"$state"; then
		create_site
		state="$(site_state)"
	else
		link_content
	fi
	if ! grep '^active_plugins' <<<"$state" | grep -q 'woocommerce/woocommerce.php'; then
		log "activating WooCommerce"
		logged "$logf" wp "$SITE" activate woocommerce/woocommerce.php || die "WooCommerce could not be activated, see $logf"
	fi
	if ! grep '^active_plugins' <<<"$state" | grep -q 'vitrina/plugin.php'; then
		log "activating Vitrina"
		activate_vitrina
	fi
	if ! grep -q '^vitrina_demo_version' <<<"$state"; then
		# Vitrina is being written: when it breaks WordPress, the shop still
		# comes up, without it.
		if ! logged "$logf" wp "$SITE" version && grep -q vitrina/plugin.php <<<"$(site_state)"; then
			warn "WordPress fails with Vitrina active (see above): deactivating Vitrina for now; npm start activates it again next time"
			deactivate_vitrina_offline
		fi
		# The demo data sets Storefront's menus and header: seeded on it.
		if [ -n "$SF_PATH" ] && ! grep -q $'^template\tstorefront' <<<"$state"; then
			logged "$logf" wp "$SITE" theme storefront || warn "the Storefront theme could not be switched on, see $logf"
		fi
		log "loading the demo data (kitchenware, accessories, food; 36 products and a grouped one)"
		seed || die "the demo data did not load, see $logf and $VITRINA_RUN/run/shop-debug.log; fix it and run npm start again (or bash bin/shop.sh reset)"
	fi
	use_theme
	[ $((SECONDS - t0)) -gt 5 ] && log "the shop was set up in $((SECONDS - t0)) s"
	return 0
}

start() {
	prepare
	server_start "$SITE"
	local code
	code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 30 "$URL/" || true)"
	[ "$code" = 200 ] || warn "the home page answers HTTP $code: see $VITRINA_RUN/run/shop.log and $VITRINA_RUN/run/shop-debug.log"

	cat >&2 <<-EOF

	[vitrina] The shop is ready: $URL/
	[vitrina]   catalogue:  $URL/shop/
	[vitrina]   admin:      $URL/wp-admin/   login admin / password
	[vitrina]   buyer:      $URL/my-account/ login buyer / buyer
	[vitrina]   logs:       .wp/run/shop.log, .wp/run/shop-debug.log
	[vitrina] npm stop stops it; bash bin/shop.sh reset starts over with fresh demo data.

	EOF
}

stop() {
	local s stopped=()
	for s in shop clean tests; do
		if [ -f "$VITRINA_RUN/run/$s.pid" ]; then
			server_stop "$s"
			stopped+=("$s")
		fi
	done
	if [ -f "$VITRINA_RUN/db/mysqld.pid" ]; then
		db_stop
		stopped+=(database)
	fi
	if [ "${#stopped[@]}" -gt 0 ]; then log "stopped: ${stopped[*]}"; else log "nothing was running"; fi
	if server_running shop; then
		warn "something still answers on port $PORT, but it was not started here (no .wp/run/shop.pid)"
	fi
}

reset() {
	server_stop "$SITE"
	if [ -d "$VITRINA_RUN/db/data" ]; then
		db_start
		db_query "DROP DATABASE IF EXISTS vitrina_$SITE"
	fi
	rm -rf "${VITRINA_RUN:?}/sites/$SITE" "$VITRINA_RUN/run/$SITE-debug.log" "$VITRINA_RUN/run/$SITE-setup.log"
	log "the shop was dropped; starting it again"
	start
}

status() {
	if db_running; then log "database: running (socket $VITRINA_DB_SOCK)"; else log "database: stopped"; fi
	local s
	for s in shop clean tests; do
		if server_running "$s"; then log "$s: http://127.0.0.1:$(site_port "$s")/"; else log "$s: stopped"; fi
	done
}

case "$COMMAND" in
	start) start ;;
	prepare) prepare ;;
	stop) stop ;;
	reset) reset ;;
	status) status ;;
	-h | --help | help) sed -n '2,18p' "$0" ;;
	*) die "unknown command ${1}: use start, stop, reset or status" ;;
esac
