<?php
/**
 * Popups → Subscribers: the list of subscribers and its CSV export.
 *
 * @package Vitrina
 */

namespace Vitrina\Popups;

use Vitrina\Module;

defined( 'ABSPATH' ) || exit;

/**
 * A submenu of Popups for those who may see personal data (CAPABILITY: the
 * shop manager's, which WooCommerce gives shop managers and administrators),
 * with search and pages; "Export CSV" goes through admin-post with a nonce.
 */
final class SubscribersPage implements Module {

	/** Who may see and export subscribers. */
	public const CAPABILITY = 'manage_woocommerce';

	/** The page's slug and the export's action. */
	public const SLUG   = 'vitrina-subscribers';
	public const EXPORT = 'vitrina_subscribers_csv';

	/**
	 * In wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_post_' . self::EXPORT, array( $this, 'export' ) );
	}

	/**
	 * Who may see subscribers: shop managers, or administrators without WooCommerce.
	 */
	public static function capability(): string {
		return function_exists( 'WC' ) ? self::CAPABILITY : 'manage_options';
	}

	/**
	 * The submenu.
	 */
	public function menu(): void {
		add_submenu_page(
			'edit.php?post_type=' . PostType::TYPE,
			__( 'Subscribers', 'vitrina' ),
			__( 'Subscribers', 'vitrina' ),
			self::capability(),
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * The page.
	 */
	public function render(): void {
		if ( ! current_user_can( self::capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see subscribers.', 'vitrina' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading the list's own search and page.
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		$page   = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1;
		// phpcs:enable
		$total  = Subscribers::count( $search );
		$rows   = Subscribers::page( $page, $search );
		$pages  = max( 1, (int) ceil( $total / Subscribers::PER_PAGE ) );
		$export = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::EXPORT ), self::EXPORT );
		echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__( 'Subscribers', 'vitrina' ) . '</h1> ';
		echo '<a class="page-title-action" href="' . esc_url( $export ) . '">' . esc_html__( 'Export CSV', 'vitrina' ) . '</a>';
		echo '<hr class="wp-header-end" />';
		echo '<form method="get"><input type="hidden" name="post_type" value="' . esc_attr( PostType::TYPE ) . '" /><input type="hidden" name="page" value="' . esc_attr( self::SLUG ) . '" />';
		echo '<p class="search-box"><label class="screen-reader-text" for="vitrina-subscriber-search">' . esc_html__( 'Search by e-mail', 'vitrina' ) . '</label>';
		echo '<input type="search" id="vitrina-subscriber-search" name="s" value="' . esc_attr( $search ) . '" /> ';
		echo '<button class="button">' . esc_html__( 'Search by e-mail', 'vitrina' ) . '</button></p></form>';
		/* translators: %s: number of subscribers. */
		echo '<p>' . esc_html( sprintf( _n( '%s subscriber', '%s subscribers', $total, 'vitrina' ), number_format_i18n( $total ) ) ) . '</p>';
		echo '<table class="wp-list-table widefat fixed striped"><thead><tr>';
		foreach ( array( __( 'E-mail', 'vitrina' ), __( 'Name', 'vitrina' ), __( 'Consent', 'vitrina' ), __( 'Popup', 'vitrina' ), __( 'Date', 'vitrina' ) ) as $head ) {
			echo '<th scope="col">' . esc_html( $head ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		if ( array() === $rows ) {
			echo '<tr><td colspan="5">' . esc_html__( 'No subscribers yet.', 'vitrina' ) . '</td></tr>';
		}
		foreach ( $rows as $r ) {
			echo '<tr><td>' . esc_html( $r['email'] ) . '</td><td>' . esc_html( $r['name'] ) . '</td>';
			echo '<td>' . esc_html( $r['consent'] ? __( 'Yes', 'vitrina' ) : __( 'No', 'vitrina' ) ) . '</td>';
			echo '<td>' . esc_html( $r['popup_id'] ? get_the_title( $r['popup_id'] ) : '—' ) . '</td>';
			echo '<td>' . esc_html( get_date_from_gmt( $r['created_at'], (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ) ) ) . '</td></tr>';
		}
		echo '</tbody></table>';
		if ( $pages > 1 ) {
			echo '<div class="tablenav"><div class="tablenav-pages">';
			echo wp_kses_post(
				(string) paginate_links(
					array(
						'base'    => add_query_arg( 'paged', '%#%' ),
						'format'  => '',
						'current' => $page,
						'total'   => $pages,
					)
				)
			);
			echo '</div></div>';
		}
		echo '</div>';
	}

	/**
	 * Whether the current request may export (capability and nonce).
	 */
	public static function may_export(): bool {
		$nonce = isset( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
		return current_user_can( self::capability() ) && false !== wp_verify_nonce( $nonce, self::EXPORT );
	}

	/**
	 * Sends the CSV.
	 */
	public function export(): void {
		if ( ! self::may_export() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export subscribers.', 'vitrina' ), 403 );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="subscribers-' . gmdate( 'Y-m-d' ) . '.csv"' );
		$out = fopen( 'php://output', 'w' );
		if ( false !== $out ) {
			Subscribers::write_csv( $out ); // Writes straight to the response; the stream closes with the request.
		}
		exit;
	}
}
