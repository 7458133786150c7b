<?php
/**
 * Tests of the plugin shell.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

use Automattic\WooCommerce\Internal\Features\FeaturesController;
use Vitrina\Assets\Islands;
use Vitrina\Assets\WooCommerceScript;
use Vitrina\Carousel\Carousel;
use Vitrina\Header\BlockHooks as HeaderBlockHooks;
use Vitrina\Header\Header;
use Vitrina\Header\ScrollToTop;
use Vitrina\Delivery\ApiScript;
use Vitrina\Delivery\Checkout;
use Vitrina\Delivery\Gateways;
use Vitrina\Delivery\Provider\PostTypes;
use Vitrina\Delivery\Provider\Routes;
use Vitrina\Lists\CardActions;
use Vitrina\Lists\Lists;
use Vitrina\Module;
use Vitrina\Plugin;
use Vitrina\Requirements;
use Vitrina\Search\Endpoint as SearchEndpoint;
use Vitrina\Search\Forms as SearchForms;
use Vitrina\Search\ResultsPage as SearchResultsPage;
use Vitrina\Search\Indexer as SearchIndexer;
use Vitrina\Product\ProductPage;
use Vitrina\Popups\Analytics as PopupAnalytics;
use Vitrina\Popups\EditorPanel as PopupEditorPanel;
use Vitrina\Popups\Forms as PopupForms;
use Vitrina\Popups\SubscribersPage as PopupSubscribersPage;
use Vitrina\Tracking\Attribution;
use Vitrina\Tracking\Tracking;
use Vitrina\Popups\PostType as PopupPostType;
use Vitrina\Popups\Render as PopupRender;
use Vitrina\Product\ProductFields;
use Vitrina\Product\Rating;
use Vitrina\Session\State;
use Vitrina\Calculator\Calculator;
use Vitrina\PriceFilter\PriceFilter;
use Vitrina\Password\Password;
use Vitrina\Cart\Actions as CartActions;
use Vitrina\Cart\QuickShop;
use Vitrina\Chat\ChatButton;
use Vitrina\Cart\QuickView;
use Vitrina\Cart\SideCart;
use Vitrina\Settings\SettingsPage;
use Vitrina\Search\Analytics as SearchAnalytics;
use Vitrina\Search\AnalyticsPage as SearchAnalyticsPage;
use Vitrina\Lists\Restore as ListsRestore;
use Vitrina\Lists\Alerts as ListsAlerts;
use Vitrina\Lists\GuestAlerts as ListsGuestAlerts;

/**
 * Plugin: boot, modules from one place, compatibility, links.
 */
final class PluginTest extends TestCase {

	/**
	 * Booted on the test site: hooks in place, the front-end modules
	 * registered (the admin-only settings page not).
	 */
	public function test_booted_with_front_end_modules(): void {
		$this->requires_woocommerce();
		$plugin = Plugin::instance();
		$this->assertSame( 20, has_action( 'plugins_loaded', array( $plugin, 'load' ) ) );
		$this->assertSame( 10, has_action( 'before_woocommerce_init', array( $plugin, 'declare_compatibility' ) ) );

		$registered = array_keys( $plugin->registered() );
		$this->assertContains( Islands::class, $registered );
		$this->assertContains( ScrollToTop::class, $registered );
		$this->assertContains( Gateways::class, $registered );
		$this->assertNotContains( SettingsPage::class, $registered );
		$this->assertInstanceOf( Requirements::class, $plugin->requirements() );
		$this->assertTrue( did_action( 'vitrina_loaded' ) > 0 );
	}

	/**
	 * Every module is listed once and implements Module.
	 */
	public function test_module_list(): void {
		$classes = array_map( 'get_class', Plugin::instance()->modules() );
		$this->assertSame( array( Islands::class, WooCommerceScript::class, ScrollToTop::class, SettingsPage::class, Gateways::class, ApiScript::class, PostTypes::class, Routes::class, Checkout::class, State::class, SearchIndexer::class, SearchEndpoint::class, SearchForms::class, SearchResultsPage::class, SearchAnalytics::class, SearchAnalyticsPage::class, Lists::class, ListsRestore::class, ListsAlerts::class, ListsGuestAlerts::class, CardActions::class, SideCart::class, CartActions::class, Calculator::class, PriceFilter::class, Password::class, QuickView::class, QuickShop::class, ProductPage::class, Rating::class, ProductFields::class, Header::class, HeaderBlockHooks::class, Carousel::class, ChatButton::class, PopupPostType::class, PopupRender::class, PopupAnalytics::class, PopupEditorPanel::class, PopupForms::class, PopupSubscribersPage::class, Tracking::class, Attribution::class ), $classes );
		foreach ( Plugin::instance()->modules() as $module ) {
			$this->assertInstanceOf( Module::class, $module );
		}
	}

	/**
	 * On an admin screen the settings page registers too, each module once.
	 */
	public function test_admin_screen_registers_the_settings_page_once(): void {
		$this->requires_woocommerce();
		$this->as_admin_screen();
		$plugin = Plugin::instance();
		$plugin->register_modules( new Requirements() );
		$plugin->register_modules( new Requirements() );
		$this->assertArrayHasKey( SettingsPage::class, $plugin->registered() );
		$this->assertSame( 1, count( array_filter( $GLOBALS['wp_filter']['admin_menu']->callbacks[60] ?? array(), static fn( $cb ) => is_array( $cb['function'] ) && $cb['function'][0] instanceof SettingsPage ) ) );
	}

	/**
	 * Unmet requirements register no module and show a notice.
	 */
	public function test_unmet_requirements_register_nothing(): void {
		$plugin = Plugin::instance();
		$before = $plugin->registered();
		$unmet  = new Requirements( array( 'woocommerce' => false ) );
		$plugin->register_modules( $unmet );
		$this->assertSame( $before, $plugin->registered() );
		$this->assertSame( 10, has_action( 'admin_notices', array( $unmet, 'render_notices' ) ) );
		$this->assertSame( $unmet, $plugin->requirements() );
	}

	/**
	 * The text domain is set up from the plugin's languages folder.
	 */
	public function test_text_domain_path(): void {
		global $wp_textdomain_registry;
		$paths = ( new \ReflectionProperty( $wp_textdomain_registry, 'custom_paths' ) )->getValue( $wp_textdomain_registry );
		$this->assertIsArray( $paths );
		$this->assertSame( WP_PLUGIN_DIR . '/vitrina/languages', $paths['vitrina'] ?? null );
	}

	/**
	 * HPOS and the cart and checkout blocks: Vitrina is declared compatible.
	 */
	public function test_declares_woocommerce_feature_compatibility(): void {
		$this->requires_woocommerce();
		$features = wc_get_container()->get( FeaturesController::class );
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$plugins = $features->get_compatible_plugins_for_feature( $feature );
			$this->assertContains( 'vitrina/plugin.php', $plugins['compatible'], $feature );
			$this->assertNotContains( 'vitrina/plugin.php', $plugins['incompatible'], $feature );
		}
	}

	/**
	 * A Settings link on the Plugins screen, for those who may use it.
	 */
	public function test_settings_link(): void {
		$this->requires_woocommerce();
		$filter = 'plugin_action_links_' . plugin_basename( VITRINA_FILE );
		$this->assertSame( 'plugin_action_links_vitrina/plugin.php', $filter );

		$this->as_admin_screen();
		$links = apply_filters( $filter, array( 'deactivate' => '<a href="#">Deactivate</a>' ) );
		$this->assertSame( '<a href="' . esc_url( admin_url( 'admin.php?page=vitrina' ) ) . '">Settings</a>', $links[0] );
		$this->assertArrayHasKey( 'deactivate', $links );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( array( 'deactivate' => 'x' ), apply_filters( $filter, array( 'deactivate' => 'x' ) ) );
	}
}
