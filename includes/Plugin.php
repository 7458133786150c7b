<?php
/**
 * The plugin: boots the modules from one place.
 *
 * @package Vitrina
 */

namespace Vitrina;

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use Vitrina\Assets\Islands;
use Vitrina\Assets\WooCommerceScript;
use Vitrina\Calculator\Calculator;
use Vitrina\Cart\Actions as CartActions;
use Vitrina\Cart\QuickShop;
use Vitrina\Cart\QuickView;
use Vitrina\Cart\SideCart;
use Vitrina\Carousel\Carousel;
use Vitrina\Header\BlockHooks as HeaderBlockHooks;
use Vitrina\Header\Header;
use Vitrina\PriceFilter\PriceFilter;
use Vitrina\Password\Password;
use Vitrina\Chat\ChatButton;
use Vitrina\Header\ScrollToTop;
use Vitrina\Delivery\ApiScript;
use Vitrina\Delivery\Checkout as DeliveryCheckout;
use Vitrina\Delivery\Gateways;
use Vitrina\Delivery\Provider\PostTypes as DeliveryPostTypes;
use Vitrina\Delivery\Provider\Routes as DeliveryProviderRoutes;
use Vitrina\Delivery\WidgetPage as DeliveryWidgetPage;
use Vitrina\Search\Analytics as SearchAnalytics;
use Vitrina\Search\AnalyticsPage as SearchAnalyticsPage;
use Vitrina\Search\EarlyEndpoint as SearchEarlyEndpoint;
use Vitrina\Search\Endpoint as SearchEndpoint;
use Vitrina\Search\Forms as SearchForms;
use Vitrina\Search\Indexer as SearchIndexer;
use Vitrina\Search\ResultsPage as SearchResultsPage;
use Vitrina\Lists\Ajax as ListsAjax;
use Vitrina\Lists\Restore as ListsRestore;
use Vitrina\Lists\Alerts as ListsAlerts;
use Vitrina\Lists\GuestAlerts as ListsGuestAlerts;
use Vitrina\Lists\CardActions;
use Vitrina\Lists\Lists;
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
use Vitrina\Settings\Options;
use Vitrina\Settings\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * On plugins_loaded: loads the text domain, checks the requirements and
 * registers every module that applies. Without WooCommerce (or with too old
 * PHP or WordPress) it only shows an admin notice.
 */
final class Plugin {

	/**
	 * The instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Whether boot() ran.
	 *
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The requirements checked on plugins_loaded.
	 *
	 * @var Requirements|null
	 */
	private ?Requirements $requirements = null;

	/**
	 * The modules registered, by class.
	 *
	 * @var array<class-string, Module>
	 */
	private array $registered = array();

	/**
	 * The instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Adds the plugin's first hooks (once).
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;
		foreach ( $this->boot_modules() as $module ) {
			if ( $module->can_register() ) {
				$module->register();
			}
		}
		add_action( 'plugins_loaded', array( $this, 'load' ), 20 );
		add_action( 'before_woocommerce_init', array( $this, 'declare_compatibility' ) );
		// Live search suggestions are answered here, from the plugin's index,
		// before WooCommerce and the rest of WordPress load.
		$early_search = new SearchEarlyEndpoint();
		if ( $early_search->can_register() ) {
			$early_search->register();
		}
	}

	/**
	 * The modules registered while the plugin file loads, before
	 * plugins_loaded, whatever the requirements (not in registered(), which
	 * lists the modules of the requirements met). The early search answer
	 * registers last, after the lists' early answers.
	 *
	 * @return list<Module>
	 */
	public function boot_modules(): array {
		return array(
			new Options(),
			new ListsAjax(),
		);
	}

	/**
	 * The modules registered right after another one, by its class (parts of
	 * a feature that apply exactly when it does).
	 *
	 * @return array<class-string, list<Module>>
	 */
	public function parts(): array {
		return array(
			DeliveryCheckout::class => array( new DeliveryWidgetPage() ),
		);
	}

	/**
	 * The modules, in registration order.
	 *
	 * @return list<Module>
	 */
	public function modules(): array {
		return array(
			new Islands(),
			new WooCommerceScript(),
			new ScrollToTop(),
			new SettingsPage(),
			new Gateways(),
			new ApiScript(),
			new DeliveryPostTypes(),
			new DeliveryProviderRoutes(),
			new DeliveryCheckout(),
			new State(),
			new SearchIndexer(),
			new SearchEndpoint(),
			new SearchForms(),
			new SearchResultsPage(),
			new SearchAnalytics(),
			new SearchAnalyticsPage(),
			new Lists(),
			new ListsRestore(),
			new ListsAlerts(),
			new ListsGuestAlerts(),
			new CardActions(),
			new SideCart(),
			new CartActions(),
			new Calculator(),
			new PriceFilter(),
			new Password(),
			new QuickView(),
			new QuickShop(),
			new ProductPage(),
			new Rating(),
			new ProductFields(),
			new Header(),
			new HeaderBlockHooks(),
			new Carousel(),
			new ChatButton(),
			new PopupPostType(),
			new PopupRender(),
			new PopupAnalytics(),
			new PopupEditorPanel(),
			new PopupForms(),
			new PopupSubscribersPage(),
			new Tracking(),
			new Attribution(),
		);
	}

	/**
	 * On plugins_loaded: loads translations, checks the site's requirements,
	 * registers the modules.
	 */
	public function load(): void {
		load_plugin_textdomain( 'vitrina', false, dirname( plugin_basename( VITRINA_FILE ) ) . '/languages' );
		$this->register_modules( new Requirements() );
	}

	/**
	 * Shows what is missing and, when the requirements are met, registers
	 * every module that applies (each at most once).
	 *
	 * @param Requirements $requirements The requirements to check.
	 */
	public function register_modules( Requirements $requirements ): void {
		$this->requirements = $requirements;
		$this->requirements->hook_notices();
		if ( ! $this->requirements->met() ) {
			return;
		}

		add_filter( 'plugin_action_links_' . plugin_basename( VITRINA_FILE ), array( $this, 'action_links' ) );

		$parts = $this->parts();
		foreach ( $this->modules() as $module ) {
			if ( $this->register_module( $module ) ) {
				foreach ( $parts[ get_class( $module ) ] ?? array() as $part ) {
					$this->register_module( $part );
				}
			}
		}

		/**
		 * Fires once Vitrina's modules are registered.
		 *
		 * @param Plugin $plugin The plugin.
		 */
		do_action( 'vitrina_loaded', $this );
	}

	/**
	 * Registers a module once, when it applies.
	 *
	 * @param Module $module The module.
	 * @return bool Whether it is registered (now or before).
	 */
	private function register_module( Module $module ): bool {
		$class = get_class( $module );
		if ( ! isset( $this->registered[ $class ] ) && $module->can_register() ) {
			$module->register();
			$this->registered[ $class ] = $module;
		}
		return isset( $this->registered[ $class ] );
	}

	/**
	 * The modules registered on this request, by class.
	 *
	 * @return array<class-string, Module>
	 */
	public function registered(): array {
		return $this->registered;
	}

	/**
	 * The requirements checked on plugins_loaded (null before).
	 */
	public function requirements(): ?Requirements {
		return $this->requirements;
	}

	/**
	 * Declares compatibility with WooCommerce's order tables (HPOS) and the
	 * cart and checkout blocks.
	 */
	public function declare_compatibility(): void {
		if ( ! class_exists( FeaturesUtil::class ) ) {
			return;
		}
		FeaturesUtil::declare_compatibility( 'custom_order_tables', VITRINA_FILE, true );
		FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', VITRINA_FILE, true );
	}

	/**
	 * Adds a Settings link to the plugin's row on the Plugins screen.
	 *
	 * @param mixed $links Links.
	 * @return array<int|string, mixed>
	 */
	public function action_links( $links ): array {
		$links = is_array( $links ) ? $links : array();
		if ( current_user_can( SettingsPage::CAPABILITY ) ) {
			array_unshift( $links, sprintf( '<a href="%1$s">%2$s</a>', esc_url( SettingsPage::url() ), esc_html__( 'Settings', 'vitrina' ) ) );
		}
		return $links;
	}
}
