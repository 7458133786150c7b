<?php
/**
 * What Vitrina needs to run.
 *
 * @package Vitrina
 */

namespace Vitrina;

defined( 'ABSPATH' ) || exit;

/**
 * Checks PHP, WordPress and WooCommerce (blocking: nothing of Vitrina loads
 * without them) and the built scripts (a warning: the PHP side still
 * works). Shows what is missing as admin notices instead of failing.
 *
 * The environment can be given to the constructor, so that each case can be
 * checked without changing the site.
 *
 * @phpstan-type Environment array{php?: string, wp?: string, woocommerce?: bool, wc_version?: string, build_dir?: string}
 */
final class Requirements {

	/** Lowest PHP version. */
	public const PHP = '8.1';

	/** Lowest WordPress version. */
	public const WP = '6.9';

	/** Lowest WooCommerce version. */
	public const WC = '9.0';

	/**
	 * Overrides of the detected environment.
	 *
	 * @var Environment
	 */
	private array $env;

	/**
	 * Constructor.
	 *
	 * @param array $env Overrides of the detected environment (tests).
	 * @phpstan-param Environment $env
	 */
	public function __construct( array $env = array() ) {
		$this->env = $env;
	}

	/**
	 * The PHP version.
	 */
	public function php_version(): string {
		return $this->env['php'] ?? PHP_VERSION;
	}

	/**
	 * The WordPress version.
	 */
	public function wp_version(): string {
		return $this->env['wp'] ?? (string) get_bloginfo( 'version' );
	}

	/**
	 * Whether WooCommerce is loaded.
	 */
	public function woocommerce_active(): bool {
		return $this->env['woocommerce'] ?? ( class_exists( 'WooCommerce', false ) && function_exists( 'WC' ) );
	}

	/**
	 * The WooCommerce version ('' when it is not loaded).
	 */
	public function wc_version(): string {
		if ( isset( $this->env['wc_version'] ) ) {
			return $this->env['wc_version'];
		}
		return defined( 'WC_VERSION' ) ? (string) constant( 'WC_VERSION' ) : '';
	}

	/**
	 * Whether the scripts have been built (build/<island>/*.asset.php).
	 */
	public function build_present(): bool {
		$dir = $this->env['build_dir'] ?? ( defined( 'VITRINA_DIR' ) ? VITRINA_DIR . '/build' : '' );
		if ( '' === $dir || ! is_dir( $dir ) ) {
			return false;
		}
		$assets = glob( $dir . '/*/*.asset.php' );
		return is_array( $assets ) && array() !== $assets;
	}

	/**
	 * The blocking problems, as codes: php, wp, woocommerce, wc_version.
	 * No translation here: this runs on plugins_loaded.
	 *
	 * @return list<string>
	 */
	public function problems(): array {
		$problems = array();
		if ( version_compare( $this->php_version(), self::PHP, '<' ) ) {
			$problems[] = 'php';
		}
		if ( version_compare( $this->wp_version(), self::WP, '<' ) ) {
			$problems[] = 'wp';
		}
		if ( ! $this->woocommerce_active() ) {
			$problems[] = 'woocommerce';
		} elseif ( '' !== $this->wc_version() && version_compare( $this->wc_version(), self::WC, '<' ) ) {
			$problems[] = 'wc_version';
		}
		return $problems;
	}

	/**
	 * The non-blocking problems, as codes: build.
	 *
	 * @return list<string>
	 */
	public function warnings(): array {
		return $this->build_present() ? array() : array( 'build' );
	}

	/**
	 * Whether Vitrina can load its modules.
	 */
	public function met(): bool {
		return array() === $this->problems();
	}

	/**
	 * The message of a problem or warning code.
	 *
	 * @param string $code Code.
	 */
	public function message( string $code ): string {
		switch ( $code ) {
			case 'php':
				/* translators: 1: required PHP version, 2: the site's PHP version. */
				return sprintf( __( 'Vitrina needs PHP %1$s or later, but this site runs PHP %2$s. Vitrina is not active until PHP is updated.', 'vitrina' ), self::PHP, $this->php_version() );
			case 'wp':
				/* translators: 1: required WordPress version, 2: the site's WordPress version. */
				return sprintf( __( 'Vitrina needs WordPress %1$s or later, but this site runs WordPress %2$s. Vitrina is not active until WordPress is updated.', 'vitrina' ), self::WP, $this->wp_version() );
			case 'woocommerce':
				return __( 'Vitrina needs WooCommerce. Install and activate WooCommerce to use the Vitrina storefront and delivery widget.', 'vitrina' );
			case 'wc_version':
				/* translators: 1: required WooCommerce version, 2: the site's WooCommerce version. */
				return sprintf( __( 'Vitrina needs WooCommerce %1$s or later, but this site runs WooCommerce %2$s. Vitrina is not active until WooCommerce is updated.', 'vitrina' ), self::WC, $this->wc_version() );
			case 'build':
				return __( 'Vitrina’s scripts are missing: the build folder has no built files, so the storefront features will not work. Install Vitrina from its release zip, or run “npm install” and “npm run build” in the plugin folder.', 'vitrina' );
			default:
				return '';
		}
	}

	/**
	 * Shows the notices on admin screens.
	 */
	public function hook_notices(): void {
		if ( array() === $this->problems() && array() === $this->warnings() ) {
			return;
		}
		add_action( 'admin_notices', array( $this, 'render_notices' ) );
		add_action( 'network_admin_notices', array( $this, 'render_notices' ) );
	}

	/**
	 * Prints the notices, for those who can act on them.
	 */
	public function render_notices(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		foreach ( $this->problems() as $code ) {
			printf( '<div class="notice notice-error vitrina-notice vitrina-notice-%1$s"><p>%2$s</p></div>', esc_attr( $code ), esc_html( $this->message( $code ) ) );
		}
		foreach ( $this->warnings() as $code ) {
			printf( '<div class="notice notice-warning vitrina-notice vitrina-notice-%1$s"><p>%2$s</p></div>', esc_attr( $code ), esc_html( $this->message( $code ) ) );
		}
	}
}
