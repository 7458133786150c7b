<?php
/**
 * Tests of the settings screen.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Settings;

use Vitrina\Settings\Sanitizer;
use Vitrina\Settings\Schema;
use Vitrina\Settings\SettingsPage;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;

/**
 * The screen under WooCommerce: who sees it, what it renders, how it is
 * escaped, and what options.php checks.
 */
final class SettingsPageTest extends TestCase {

	/**
	 * The page under test, registered on an admin screen.
	 *
	 * @var SettingsPage
	 */
	private SettingsPage $page;

	/**
	 * Registers the page as WordPress would on an admin screen.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $submenu, $_registered_pages, $admin_page_hooks;
		$submenu                         = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_registered_pages               = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$admin_page_hooks['woocommerce'] = 'woocommerce';
		$this->page                      = new SettingsPage();
	}

	/**
	 * Only on admin screens.
	 */
	public function test_registers_on_admin_screens_only(): void {
		$this->assertFalse( $this->page->can_register() );
		$this->as_admin_screen();
		$this->assertTrue( $this->page->can_register() );
		$this->page->register();
		$this->assertSame( 60, has_action( 'admin_menu', array( $this->page, 'add_page' ) ) );
		$this->assertSame( 10, has_action( 'admin_init', array( $this->page, 'register_settings' ) ) );
	}

	/**
	 * An administrator and a shop manager get the submenu under WooCommerce,
	 * with capability manage_woocommerce.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public static function roles(): array {
		return array(
			'administrator' => array( 'administrator', true ),
			'shop manager'  => array( 'shop_manager', true ),
			'editor'        => array( 'editor', false ),
			'customer'      => array( 'customer', false ),
			'subscriber'    => array( 'subscriber', false ),
		);
	}

	/**
	 * Who sees the page.
	 *
	 * @param string $role     Role.
	 * @param bool   $can_see  Whether the role sees the page.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'roles' )]
	public function test_submenu_under_woocommerce_for_shop_managers( string $role, bool $can_see ): void {
		$this->requires_woocommerce_roles( $role );
		$this->as_admin_screen( $role );
		$this->page->add_page();

		global $submenu;
		$entries = array_values( array_filter( (array) ( $submenu['woocommerce'] ?? array() ), static fn( $item ) => SettingsPage::SLUG === $item[2] ) );
		if ( ! $can_see ) {
			$this->assertSame( '', $this->page->hook_suffix() );
			$this->assertSame( array(), $entries );
			return;
		}
		$this->assertSame( 'woocommerce_page_vitrina', $this->page->hook_suffix() );
		$this->assertCount( 1, $entries );
		$this->assertSame( 'Vitrina', $entries[0][0] );
		$this->assertSame( 'manage_woocommerce', $entries[0][1] );
	}

	/**
	 * WooCommerce's roles, and the manage_woocommerce capability it gives
	 * administrators, need WooCommerce.
	 *
	 * @param string $role Role.
	 */
	private function requires_woocommerce_roles( string $role ): void {
		if ( in_array( $role, array( 'administrator', 'shop_manager', 'customer' ), true ) ) {
			$this->requires_woocommerce();
		}
	}

	/**
	 * The options.php handler checks manage_woocommerce, not manage_options.
	 */
	public function test_options_php_capability_is_manage_woocommerce(): void {
		$this->page->register();
		$this->assertSame( 'manage_woocommerce', apply_filters( 'option_page_capability_' . Schema::GROUP, 'manage_options' ) );
	}

	/**
	 * A subscriber who opens the page URL is refused.
	 */
	public function test_render_refuses_a_subscriber(): void {
		$this->as_admin_screen( 'subscriber' );
		$this->expectException( WPDieException::class );
		$this->expectExceptionMessage( 'not allowed' );
		ob_start();
		try {
			$this->page->render();
		} finally {
			ob_end_clean();
		}
	}

	/**
	 * The option is registered with the schema sanitiser, and one section
	 * per group with a field per setting.
	 */
	public function test_register_settings(): void {
		global $wp_settings_sections, $wp_settings_fields;
		$this->page->register_settings();

		$registered = get_registered_settings();
		$this->assertArrayHasKey( Schema::OPTION, $registered );
		$this->assertSame( Schema::GROUP, $registered[ Schema::OPTION ]['group'] );
		$this->assertSame( array( Sanitizer::class, 'sanitize' ), $registered[ Schema::OPTION ]['sanitize_callback'] );

		foreach ( Schema::section_keys() as $section ) {
			$page = SettingsPage::page_id( $section );
			$this->assertArrayHasKey( 'vitrina_' . $section, $wp_settings_sections[ $page ] );
			$this->assertSame(
				array_map( static fn( $key ) => 'vitrina_' . $key, array_keys( Schema::in_section( $section ) ) ),
				array_keys( $wp_settings_fields[ $page ][ 'vitrina_' . $section ] )
			);
		}
	}

	/**
	 * The admin sees a form posting to options.php with the Settings API
	 * nonce, the tabs and the fields of the current tab, by type.
	 */
	public function test_render_cart_tab(): void {
		$this->requires_woocommerce();
		$this->as_admin_screen();
		update_option( Schema::OPTION, array( 'add_to_cart_action' => 'popup' ) + Schema::defaults() );
		$html = $this->render();

		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'options.php' ) ) . '"', $html );
		$this->assertMatchesRegularExpression( '/name=[\'"]option_page[\'"] value=[\'"]vitrina[\'"]/', $html );
		$this->assertMatchesRegularExpression( '/name=[\'"]_wpnonce[\'"] value=[\'"][0-9a-f]{10}[\'"]/', $html );
		$this->assertStringContainsString( 'nav-tab nav-tab-active" aria-current="page">Cart</a>', $html );
		$this->assertStringContainsString( 'tab=delivery', $html );

		// A select, with the stored choice selected.
		$this->assertMatchesRegularExpression( '/<select id="vitrina-add-to-cart-action" name="vitrina_settings\[add_to_cart_action\]"/', $html );
		$this->assertMatchesRegularExpression( '/<option value="popup"\s+selected=[\'"]selected[\'"]>Show a popup<\/option>/', $html );
		// A checkbox with its hidden "no".
		$this->assertStringContainsString( '<input type="hidden" name="vitrina_settings[quick_view]" value="no" /><input type="checkbox" id="vitrina-quick-view" name="vitrina_settings[quick_view]" value="yes"', $html );
		// A number with its limits.
		$this->assertMatchesRegularExpression( '/<input type="number" class="small-text" id="vitrina-add-to-cart-action-timeout-number" name="vitrina_settings\[add_to_cart_action_timeout_number\]" value="3" min="1" max="60" step="1"/', $html );
		// Labels and help.
		$this->assertStringContainsString( '<label for="vitrina-add-to-cart-action">After adding to cart</label>', $html );
		$this->assertStringContainsString( 'What the shopper sees after a product is added to the cart.', $html );
		// Only this tab's fields.
		$this->assertStringNotContainsString( 'vitrina_settings[delivery_token]', $html );
	}

	/**
	 * The delivery tab: the token is masked, never printed; a stored text
	 * with markup is escaped.
	 */
	public function test_render_delivery_tab_masks_the_token(): void {
		$this->requires_woocommerce();
		$this->as_admin_screen();
		update_option(
			Schema::OPTION,
			array(
				'delivery_token'         => 'secret-token-0123456789',
				'delivery_shop_id'       => '"><script>alert(1)</script>',
				'delivery_external_host' => 'https://delivery.example.com/?a=1&b=2',
			) + Schema::defaults()
		);
		$_GET['tab'] = 'delivery';
		$html        = $this->render();

		$this->assertStringNotContainsString( 'secret-token', $html );
		$this->assertStringContainsString( 'type="password"', $html );
		$this->assertStringContainsString( 'value="' . Sanitizer::mask( 'secret-token-0123456789' ) . '"', $html );
		$this->assertStringNotContainsString( '<script>alert(1)</script>', $html );
		$this->assertStringContainsString( 'type="url"', $html );
		$this->assertStringContainsString( 'value="https://delivery.example.com/?a=1&amp;b=2"', $html );
		$this->assertStringContainsString( 'nav-tab nav-tab-active" aria-current="page">Delivery</a>', $html );
	}

	/**
	 * A shop manager sees the provider's hosts and token but cannot change
	 * them (disabled, with the reason); an administrator can.
	 */
	public function test_provider_hosts_and_token_are_locked_for_shop_managers(): void {
		$this->requires_woocommerce();
		update_option(
			Schema::OPTION,
			array(
				'delivery_token'         => 'secret-token-0123456789',
				'delivery_external_host' => 'https://delivery.example.com/',
			) + Schema::defaults()
		);
		$_GET['tab'] = 'delivery';
		$locked      = array( 'delivery-external-host', 'delivery-external-dev-host', 'delivery-token' );

		$this->as_admin_screen( 'shop_manager' );
		$html = $this->render();
		foreach ( $locked as $id ) {
			$this->assertMatchesRegularExpression( '/<input [^>]*id="vitrina-' . $id . '"[^>]* disabled="disabled"/', $html, $id );
			$this->assertStringContainsString( 'id="vitrina-' . $id . '-help">', $html );
		}
		$this->assertStringContainsString( 'Only an administrator can change this.', $html );
		$this->assertDoesNotMatchRegularExpression( '/<input [^>]*id="vitrina-delivery-shop-id"[^>]* disabled/', $html );
		$this->assertStringNotContainsString( 'secret-token', $html );

		$this->as_admin_screen();
		$html = $this->render();
		$this->assertStringNotContainsString( 'disabled="disabled"', $html );
		$this->assertStringNotContainsString( 'Only an administrator can change this.', $html );
	}

	/**
	 * Text fields with markup are escaped; the textarea shows the
	 * translated default as its placeholder; pages are a dropdown.
	 */
	public function test_render_lists_tab_escapes_and_offers_pages(): void {
		$this->requires_woocommerce();
		$this->as_admin_screen();
		$page_id                                = $this->create_page();
		$stored                                 = Schema::defaults();
		$stored['wishlist_bulk_remove_confirm'] = '</textarea><script>alert(1)</script>';
		$stored['wishlist_page']                = $page_id;
		// Stored behind the sanitiser's back, as a plugin or an import could.
		update_option( Schema::OPTION, $stored );

		$_GET['tab'] = 'lists';
		$html        = $this->render();

		$this->assertStringNotContainsString( '<script>alert(1)</script>', $html );
		$this->assertStringContainsString( 'placeholder="Remove the selected products from the wishlist?"', $html );
		$this->assertMatchesRegularExpression( '/<select[^>]*name=[\'"]vitrina_settings\[wishlist_page\][\'"]/', $html );
		$this->assertMatchesRegularExpression( '/<option class="level-0" value="' . $page_id . '"\s+selected="selected"/', $html );
	}

	/**
	 * An unknown tab shows the first one.
	 */
	public function test_unknown_tab_falls_back_to_the_first(): void {
		$_GET['tab'] = '<script>';
		$this->assertSame( 'cart', $this->page->current_tab() );
		$_GET['tab'] = 'search';
		$this->assertSame( 'search', $this->page->current_tab() );
	}

	/**
	 * Settings errors from a save are shown, escaped.
	 */
	public function test_render_shows_settings_errors(): void {
		$this->requires_woocommerce();
		$this->as_admin_screen();
		update_option( Schema::OPTION, Schema::defaults() );
		Sanitizer::sanitize( array( 'search_count' => 'lots' ) );
		$html = $this->render();
		$this->assertStringContainsString( 'id=\'setting-error-vitrina_search_count\'', $html );
		$this->assertStringContainsString( '“Number of suggestions” was not saved', $html );
	}

	/**
	 * The payment method fields suggest WooCommerce's gateways.
	 */
	public function test_payment_method_fields_suggest_gateways(): void {
		$this->requires_woocommerce();
		$this->as_admin_screen();
		$_GET['tab'] = 'delivery';
		$html        = $this->render();
		$this->assertStringContainsString( '<datalist id="vitrina-suggest-payment_gateways">', $html );
		$this->assertStringContainsString( '<option value="cod">', $html );
		$this->assertStringContainsString( '<option value="vitrina_cod_card">', $html );
		$this->assertSame( 1, substr_count( $html, '<datalist' ) );
		$this->assertSame( 2, substr_count( $html, 'list="vitrina-suggest-payment_gateways"' ) );
	}

	/**
	 * Renders the page.
	 */
	private function render(): string {
		$this->page->register_settings();
		ob_start();
		try {
			$this->page->render();
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}
}
