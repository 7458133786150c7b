<?php
/**
 * Tests of the popups' server prefilter.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Popups;

use PHPUnit\Framework\Attributes\DataProvider;
use Vitrina\Popups\Conditions;
use Vitrina\Tests\TestCase;

/**
 * Groups AND, conditions OR, negation, missing targets fail, what the page
 * cannot settle passes.
 */
final class ConditionsTest extends TestCase {

	/**
	 * A product page in category 7.
	 *
	 * @return array<string, mixed>
	 */
	private static function product_page(): array {
		return array(
			'types'    => array( 'is_product' ),
			'id'       => 42,
			'postType' => 'product',
			'terms'    => array(
				'product_cat' => array( 7 ),
				'product_tag' => array(),
			),
		);
	}

	/**
	 * Condition groups and whether they may pass on the product page.
	 *
	 * @return array<string, array{0: array<int, mixed>, 1: bool}>
	 */
	public static function cases(): array {
		$c = static fn( string $target, array $settings = array(), bool $not = false ): array => array(
			'target'      => $target,
			'settings'    => $settings,
			'not_operand' => $not,
		);
		return array(
			'no conditions'           => array( array(), true ),
			'page type matches'       => array( array( array( $c( 'is_product' ) ) ), true ),
			'page type differs'       => array( array( array( $c( 'is_cart' ) ) ), false ),
			'negated type'            => array( array( array( $c( 'is_cart', array(), true ) ) ), true ),
			'one of a group'          => array( array( array( $c( 'is_cart' ), $c( 'is_product' ) ) ), true ),
			'every group'             => array( array( array( $c( 'is_product' ) ), array( $c( 'is_cart' ) ) ), false ),
			'product selected'        => array( array( array( $c( 'product_selected', array( 'ids' => array( 42 ) ) ) ) ), true ),
			'other product'           => array( array( array( $c( 'product_selected', array( 'ids' => array( 41 ) ) ) ) ), false ),
			'page selected'           => array( array( array( $c( 'page_selected', array( 'ids' => array( 42 ) ) ) ) ), false ),
			'in category'             => array( array( array( $c( 'product_category', array( 'ids' => array( 3, 7 ) ) ) ) ), true ),
			'not in tag'              => array( array( array( $c( 'product_tag', array( 'ids' => array( 7 ) ) ) ) ), false ),
			'post type'               => array( array( array( $c( 'post_type', array( 'post_type' => 'product' ) ) ) ), true ),
			'cart decided in browser' => array( array( array( $c( 'cart_total_above', array( 'value' => 1000 ) ) ) ), true ),
			'device decided later'    => array( array( array( $c( 'is_cart' ), $c( 'device_mobile' ) ) ), true ),
			'unknown passes'          => array( array( array( $c( 'moon_phase' ) ) ), true ),
			'missing target fails'    => array( array( array( array( 'not_operand' => false ) ) ), false ),
		);
	}

	/**
	 * The prefilter.
	 *
	 * @param array<int, mixed> $groups Groups.
	 * @param bool              $want   Whether they may pass.
	 */
	#[DataProvider( 'cases' )]
	public function test_may_pass( array $groups, bool $want ): void {
		$this->assertSame( $want, Conditions::may_pass( $groups, self::product_page() ) );
	}

	/**
	 * The context of a page request.
	 */
	public function test_page_context_of_a_page(): void {
		$id = $this->create_page();
		$this->go_to_page( $id );
		$context = Conditions::page_context();
		$this->assertSame( $id, $context['id'] );
		$this->assertSame( 'page', $context['postType'] );
		$this->assertNotContains( 'is_product', $context['types'] );
	}

	/**
	 * Sets up the main query for a page.
	 *
	 * @param int $id The page.
	 */
	private function go_to_page( int $id ): void {
		global $wp_query, $wp_the_query;
		$wp_the_query = new \WP_Query( array( 'page_id' => $id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
		$wp_query     = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test's request.
	}
}
