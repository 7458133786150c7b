<?php
/**
 * Helpers of the answers given before WordPress has finished loading.
 *
 * @package Vitrina
 */

namespace Vitrina\Http;

defined( 'ABSPATH' ) || exit;

/**
 * Some calls answer early (the live search while the plugin file loads, the
 * list adds on plugins_loaded), before `after_setup_theme`, when WordPress
 * reports any just-in-time translation loading as "triggered too early".
 * Their messages load the plugin's translations explicitly first.
 */
final class EarlyAnswer {

	/** The text domain. */
	public const DOMAIN = 'vitrina';

	/**
	 * Loads the translations of the request's locale before their time
	 * (WordPress's language folder first, then the plugin's); when there are
	 * none (English), leaves WordPress's placeholder so that no just-in-time
	 * load is attempted early. load_plugin_textdomain() later clears the
	 * placeholder, as it does after an early just-in-time attempt.
	 */
	public static function load_translations(): void {
		global $l10n;
		if ( did_action( 'after_setup_theme' ) || isset( $l10n[ self::DOMAIN ] ) ) {
			return;
		}
		$locale = determine_locale();
		$files  = array( VITRINA_DIR . '/languages/' . self::DOMAIN . '-' . $locale . '.mo' );
		if ( defined( 'WP_LANG_DIR' ) ) {
			array_unshift( $files, (string) constant( 'WP_LANG_DIR' ) . '/plugins/' . self::DOMAIN . '-' . $locale . '.mo' );
		}
		foreach ( $files as $file ) {
			if ( load_textdomain( self::DOMAIN, $file, $locale ) ) {
				return;
			}
		}
		$l10n[ self::DOMAIN ] = new \NOOP_Translations(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress's own placeholder for a domain without translations.
	}
}
